import { resolveToken, revokeSessions } from '../auth/session';
import { db } from '../data/db';
import { backendEvents } from '../data/events';
import { bytesToBase64 } from '../data/encoding';
import { storedFilesRefusal } from '../data/file-storage';
import { randomObjectId } from '../data/prng';
import { RECORDING_QUOTA_BYTES, RECORDING_QUOTA_MESSAGE } from '../../src/shared/api/schemas/realtime-events';
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
          expiresAt: identity.exp * 1000,
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
        expiresAt: identity.exp * 1000,
      };
      return me;
    },

    async findCall(roomName) {
      const call =
        db.calls.findFirst((q) => q.where({ meetingId: roomName, status: 'active' })) ??
        db.calls.findFirst((q) => q.where({ _id: roomName, status: 'active' })) ??
        db.calls.findFirst((q) => q.where({ meetingId: roomName })) ??
        db.calls.findFirst((q) => q.where({ _id: roomName }));
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
      await revokeSessions(user._id, 'disabled');
      backendEvents.emit('user-disabled', {
        accountId: user._id,
        userId: user.userId,
        hostId: user.hostId,
        deleted: false,
      });
    },

    async isSessionLive(identity) {
      if (!identity.sid) return false;
      // A socket outlives its token's expiry only until its next event (a refreshed token opens a new one).
      if (identity.expiresAt !== undefined && Date.now() >= identity.expiresAt) return false;
      const session = db.sessions.findFirst((q) => q.where({ sid: identity.sid }));
      if (!session || session.revokedAt !== null || session.accountId !== identity.id) return false;
      if (identity.role === 'host') return Boolean(findHost(identity.id));
      return findSubUser(identity.id)?.isActive === true;
    },

    async saveRecording({ ownerId, hostId, meetingId, bytes, audio }) {
      // The name on the folder is the account's own, as stored now (never a name sent by the client).
      const owner = db.subUsers.findFirst((q) => q.where({ _id: ownerId }));
      if (!owner) return { ok: false, message: 'User not found' };
      const used = db.recordings
        .findMany((q) => q.where({ ownerId }))
        .reduce((total, record) => total + record.size, 0);
      if (used + bytes.length > RECORDING_QUOTA_BYTES) return { ok: false, message: RECORDING_QUOTA_MESSAGE };
      const full = storedFilesRefusal(bytes.length);
      if (full) return { ok: false, message: full };
      const call = db.calls.findFirst((q) => q.where({ meetingId }));
      const createdAt = new Date().toISOString();
      const folderName = recordingFolderName(call?.startTime ?? createdAt, meetingId);
      const name = recordingFileName(createdAt, audio.extension);
      await db.recordings.create({
        _id: randomObjectId(),
        hostId,
        ownerId,
        userName: owner.name,
        meetingId,
        folderName,
        name,
        path: recordingPath(owner.name, folderName, name),
        duration: audio.duration,
        type: 'clip',
        mimeType: audio.mimeType,
        size: bytes.length,
        createdAt,
        audioBase64: bytesToBase64(bytes),
        toneSeed: 0,
      });
      return { ok: true };
    },

    subscribe(listener) {
      const offs = [
        backendEvents.on('session-invalidated', ({ accountId, sid, reason }) =>
          listener({ type: 'session-invalidated', accountId, sid, reason }),
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
