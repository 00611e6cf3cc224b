import { resolveToken, revokeSessions } from '../auth/session';
import { db } from '../data/db';
import { backendEvents } from '../data/events';
import { randomObjectId } from '../data/prng';
import { recordingFileName, recordingFolderName, recordingPath } from '../data/seed';
import type { BackendNotice, RealtimeAccount, RealtimeIdentity, RealtimeStore } from './types';

/**
 * `RealtimeStore` over the mock data store (`mocks/data`): the one place the realtime logic touches
 * collections, tokens and backend events. Relative imports keep it loadable from any runtime.
 */
function findHost(id: string) {
  return db.hosts.findFirst((q) => q.where({ _id: id }));
}

function findSubUser(idOrUserId: string) {
  return (
    db.subUsers.findFirst((q) => q.where({ _id: idOrUserId })) ??
    db.subUsers.findFirst((q) => q.where({ userId: idOrUserId }))
  );
}

function mimeFromBase64(base64: string): { mimeType: string; extension: string } {
  const head = base64.slice(0, 16);
  if (head.startsWith('SUQz') || head.startsWith('//')) return { mimeType: 'audio/mpeg', extension: 'mp3' };
  if (head.startsWith('UklGR')) return { mimeType: 'audio/wav', extension: 'wav' };
  if (head.startsWith('T2dnUw')) return { mimeType: 'audio/ogg', extension: 'ogg' };
  if (head.startsWith('GkXfo')) return { mimeType: 'audio/webm', extension: 'webm' };
  if (head.startsWith('AAAA')) return { mimeType: 'audio/mp4', extension: 'm4a' };
  return { mimeType: 'audio/webm', extension: 'webm' };
}

export function createDataRealtimeStore(): RealtimeStore {
  return {
    async authenticate(token) {
      const result = await resolveToken(typeof token === 'string' ? token : null);
      if (!result.ok) return null;
      const { identity } = result;
      if (identity.role === 'host') {
        const host = identity.account;
        return {
          id: host._id,
          userId: host._id,
          name: host.name,
          role: 'host',
          hostId: host._id,
          sid: identity.sid,
        };
      }
      const user = identity.account;
      if (!user.isActive) return null;
      const me: RealtimeIdentity = {
        id: user._id,
        userId: user.userId,
        name: user.name,
        role: 'user',
        hostId: user.hostId,
        sid: identity.sid,
      };
      return me;
    },

    async findActiveCall(roomName) {
      const call =
        db.calls.findFirst((q) => q.where({ meetingId: roomName, status: 'active' })) ??
        db.calls.findFirst((q) => q.where({ _id: roomName, status: 'active' }));
      return call
        ? { _id: call._id, meetingId: call.meetingId, hostId: call.hostId, status: call.status }
        : null;
    },

    async findAccount(idOrUserId) {
      const user = findSubUser(idOrUserId);
      if (user) {
        const account: RealtimeAccount = {
          id: user._id,
          userId: user.userId,
          name: user.name,
          hostId: user.hostId,
          isHost: false,
        };
        return account;
      }
      const host = findHost(idOrUserId);
      return host
        ? { id: host._id, userId: host._id, name: host.name, hostId: host._id, isHost: true }
        : null;
    },

    async disableUser(id) {
      const user = findSubUser(id);
      if (!user) return;
      if (user.isActive) {
        await db.subUsers.update((q) => q.where({ _id: user._id }), {
          data(record) {
            record.isActive = false;
          },
        });
      }
      await revokeSessions(user._id);
      backendEvents.emit('user-disabled', {
        accountId: user._id,
        userId: user.userId,
        hostId: user.hostId,
        deleted: false,
      });
    },

    async saveRecording({ userId, userName, hostId, meetingId, audioBase64 }) {
      const call = db.calls.findFirst((q) => q.where({ meetingId }));
      const createdAt = new Date().toISOString();
      const folderName = recordingFolderName(call?.startTime ?? createdAt, meetingId);
      const { mimeType, extension } = mimeFromBase64(audioBase64);
      const name = recordingFileName(createdAt, extension);
      await db.recordings.create({
        _id: randomObjectId(),
        hostId,
        ownerId: userId,
        userName,
        meetingId,
        folderName,
        name,
        path: recordingPath(userName, folderName, name),
        duration: 0,
        type: 'clip',
        mimeType,
        size: Math.floor((audioBase64.replace(/=+$/, '').length * 3) / 4),
        createdAt,
        audioBase64,
        toneSeed: 0,
      });
    },

    subscribe(listener) {
      const offs = [
        backendEvents.on('session-invalidated', ({ accountId, sid }) =>
          listener({ type: 'session-invalidated', accountId, sid }),
        ),
        backendEvents.on('user-disabled', ({ accountId, hostId }) =>
          listener({ type: 'user-disabled', accountId, hostId }),
        ),
        backendEvents.on('call-started', ({ callId, meetingId, hostId }) =>
          listener({ type: 'call-started', callId, meetingId, hostId }),
        ),
        backendEvents.on('call-ended', ({ callId, meetingId, hostId }) =>
          listener({ type: 'call-ended', callId, meetingId, hostId }),
        ),
        backendEvents.on('notification-created', ({ recipientId, notificationId }) =>
          listener({ type: 'notification-created', recipientId, notificationId }),
        ),
      ];
      return () => offs.forEach((off) => off());
    },
  } satisfies RealtimeStore;
}

export type { BackendNotice };
