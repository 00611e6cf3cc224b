import { http } from 'msw';
import {
  API_PATHS,
  NEW_CALL,
  createCallRequestSchema,
  hostCallsQuerySchema,
} from '../../src/shared/api/schemas';
import type { Identity } from '../auth/session';
import { db } from '../data/db';
import { backendEvents } from '../data/events';
import { createPrng, randomInt, randomObjectId } from '../data/prng';
import type { CallRecord } from '../data/schema';
import { meetingIdFrom } from '../data/seed';
import {
  HttpError,
  json,
  readJson,
  requireActiveSubscription,
  requireAuth,
  requireHost,
  route,
  validate,
} from './http';
import { CALL_LIST_RULES, queryList } from './list-query';
import { callToResponse } from './serialize';

const at = (path: string) => `*${path}`;

function findCall(identity: Identity, id: string): CallRecord {
  const call = db.calls.findFirst((q) =>
    q.where(
      (record) => record.hostId === identity.host._id && (record._id === id || record.meetingId === id),
    ),
  );
  if (!call) throw new HttpError(404, 'Call not found');
  return call;
}

/**
 * A call as its reader may see it: a sub-user sees only their own entries among the participants, since the
 * others' User IDs are half of a login.
 */
function callSeenBy(identity: Identity, call: CallRecord) {
  const response = callToResponse(call, identity.host);
  if (identity.role === 'host') return response;
  const own = response.participants.filter((entry) => entry._id === identity.account._id);
  return { ...response, participants: own };
}

function activeCallOf(hostId: string): CallRecord | undefined {
  return db.calls.findFirst((q) => q.where({ hostId, status: 'active' }));
}

/** First recording file of each meeting, for the calls list's Recording column. */
function recordingUrls(hostId: string): Map<string, string> {
  const urls = new Map<string, string>();
  for (const recording of db.recordings.findMany((q) => q.where({ hostId }), {
    orderBy: { createdAt: 'asc' },
  })) {
    if (!urls.has(recording.meetingId)) urls.set(recording.meetingId, recording.path);
  }
  return urls;
}

async function notifyTeam(hostId: string, message: string): Promise<void> {
  const now = new Date().toISOString();
  for (const user of db.subUsers.findMany((q) => q.where({ hostId, isActive: true }))) {
    const notification = await db.notifications.create({
      _id: randomObjectId(),
      recipientId: user._id,
      message,
      read: false,
      createdAt: now,
    });
    backendEvents.emit('notification-created', { recipientId: user._id, notificationId: notification._id });
  }
}

const hostCalls = route(async ({ request }) => {
  const identity = await requireHost(request);
  const query = validate(hostCallsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const all = db.calls.findMany((q) => q.where({ hostId: identity.account._id }));
  const { rows, total } = queryList(all, query, CALL_LIST_RULES);
  const urls = recordingUrls(identity.account._id);
  const calls = rows.map((call) => callToResponse(call, identity.account, urls.get(call.meetingId) ?? null));
  return json({ calls, total });
});

export const callsHandlers = [
  http.post(
    at(API_PATHS.calls),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      requireActiveSubscription(identity);
      const body = await readJson(request, createCallRequestSchema);
      const existing = activeCallOf(identity.account._id);
      if (existing) {
        throw new HttpError(400, 'You already have an active call', {
          call: callToResponse(existing, identity.account),
        });
      }
      let meetingId = meetingIdFrom(createPrng(randomInt(2 ** 31)));
      while (db.calls.findFirst((q) => q.where({ meetingId })))
        meetingId = meetingIdFrom(createPrng(randomInt(2 ** 31)));
      const call = await db.calls.create({
        _id: randomObjectId(),
        meetingId,
        hostId: identity.account._id,
        title: body.title ?? NEW_CALL.title,
        type: body.type ?? NEW_CALL.type,
        status: 'active',
        startTime: new Date().toISOString(),
        endTime: null,
        participants: [],
      });
      await notifyTeam(identity.account._id, `${identity.account.name} started a call`);
      backendEvents.emit('call-started', { callId: call._id, meetingId, hostId: call.hostId });
      return json(
        { message: 'Call started successfully', call: callToResponse(call, identity.account) },
        201,
      );
    }),
  ),

  http.get(
    at(API_PATHS.activeCall),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      const call = activeCallOf(identity.host._id);
      return json({ call: call ? callSeenBy(identity, call) : null });
    }),
  ),

  http.get(at(API_PATHS.hostCalls), hostCalls),
  // The original client counts calls through a malformed double-slash URL (spec 01 §7); a server answers it
  // the same. Parley reads the count from the limited list's `total` instead.
  http.get('*/api/calls//host/calls', hostCalls),

  http.get(
    at('/api/calls/:id'),
    route(async ({ request, params }) => {
      const identity = await requireAuth(request);
      return json({ call: callSeenBy(identity, findCall(identity, String(params.id))) });
    }),
  ),

  http.post(
    at('/api/calls/:id/join'),
    route(async ({ request, params }) => {
      const identity = await requireAuth(request);
      const call = findCall(identity, String(params.id));
      if (call.status !== 'active') throw new HttpError(400, 'Call is not active');
      let updated = call;
      if (identity.role === 'user') {
        const user = identity.account;
        const now = new Date().toISOString();
        const alreadyIn = call.participants.some((entry) => entry._id === user._id && entry.leftAt === null);
        if (!alreadyIn) {
          updated =
            (await db.calls.update(call, {
              data(draft) {
                draft.participants.push({
                  _id: user._id,
                  userId: user.userId,
                  name: user.name,
                  joinedAt: now,
                  leftAt: null,
                });
              },
            })) ?? call;
        }
        await db.subUsers.update(user, {
          data(draft) {
            draft.lastActive = now;
          },
        });
      }
      return json({ message: 'Joined call successfully', call: callSeenBy(identity, updated) });
    }),
  ),

  http.post(
    at('/api/calls/:id/leave'),
    route(async ({ request, params }) => {
      const identity = await requireAuth(request);
      const call = findCall(identity, String(params.id));
      const now = new Date().toISOString();
      const updated =
        identity.role === 'user'
          ? ((await db.calls.update(call, {
              data(draft) {
                for (const entry of draft.participants) {
                  if (entry._id === identity.account._id && entry.leftAt === null) entry.leftAt = now;
                }
              },
            })) ?? call)
          : call;
      return json({ message: 'Left call successfully', call: callSeenBy(identity, updated) });
    }),
  ),

  http.post(
    at('/api/calls/:id/end'),
    route(async ({ request, params }) => {
      const identity = await requireHost(request);
      const call = findCall(identity, String(params.id));
      if (call.status !== 'active') throw new HttpError(400, 'Call has already ended');
      const now = new Date().toISOString();
      const updated =
        (await db.calls.update(call, {
          data(draft) {
            draft.status = 'ended';
            draft.endTime = now;
            for (const entry of draft.participants) if (entry.leftAt === null) entry.leftAt = now;
          },
        })) ?? call;
      backendEvents.emit('call-ended', { callId: call._id, meetingId: call.meetingId, hostId: call.hostId });
      return json({ message: 'Call ended successfully', call: callToResponse(updated, identity.account) });
    }),
  ),
];
