import { http } from 'msw';
import { API_PATHS, updateHostSettingsRequestSchema } from '../../src/shared/api/schemas';
import { inbuiltBackgroundSvg } from '../assets/backgrounds';
import { db } from '../data/db';
import { base64ToBytes } from '../data/encoding';
import { normaliseRecipient, readOutbox } from '../data/outbox';
import { HttpError, filesAt, json, readJson, requireAuth, requireHost, route, storedFilePath } from './http';
import { UPLOAD_SECURITY_HEADERS } from './uploads';
import { notificationToResponse } from './serialize';

const at = (path: string) => `*${path}`;

function settingsOf(hostId: string) {
  const settings = db.hostSettings.findFirst((q) => q.where({ hostId }));
  return { _id: hostId, autoLocalRecording: settings?.autoLocalRecording ?? false };
}

const updateSettings = route(
  async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const identity = await requireHost(request);
    if (params.id !== identity.account._id) throw new HttpError(404, 'Host not found');
    const body = await readJson(request, updateHostSettingsRequestSchema);
    const existing = db.hostSettings.findFirst((q) => q.where({ hostId: identity.account._id }));
    if (existing) {
      await db.hostSettings.update(existing, {
        data(draft) {
          draft.autoLocalRecording = body.autoLocalRecording;
        },
      });
    } else {
      await db.hostSettings.create({
        hostId: identity.account._id,
        autoLocalRecording: body.autoLocalRecording,
      });
    }
    return json({ message: 'Settings updated successfully', ...settingsOf(identity.account._id) });
  },
);

export const miscHandlers = [
  http.get(
    at('/api/hosts/:id'),
    route(async ({ request, params }) => {
      const identity = await requireAuth(request);
      // A host reads its own settings; its sub-users may read them too. Anyone else: 404.
      if (params.id !== identity.host._id) throw new HttpError(404, 'Host not found');
      return json(settingsOf(identity.host._id));
    }),
  ),
  http.put(at('/api/hosts/:id'), updateSettings),
  http.patch(at('/api/hosts/:id'), updateSettings),

  http.get(
    at(API_PATHS.notifications),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      const notifications = db.notifications.findMany((q) => q.where({ recipientId: identity.account._id }), {
        orderBy: { createdAt: 'desc' },
      });
      return json({
        notifications: notifications.map(notificationToResponse),
        unreadCount: notifications.filter((notification) => !notification.read).length,
      });
    }),
  ),

  http.patch(
    at(API_PATHS.notificationsReadAll),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      const updated = await db.notifications.updateMany(
        (q) => q.where({ recipientId: identity.account._id, read: false }),
        {
          data(draft) {
            draft.read = true;
          },
        },
      );
      return json({ message: 'All notifications marked as read', updated: updated.length });
    }),
  ),

  http.patch(
    at('/api/notifications/:id/read'),
    route(async ({ request, params }) => {
      const identity = await requireAuth(request);
      const notification = db.notifications.findFirst((q) =>
        q.where({ _id: String(params.id), recipientId: identity.account._id }),
      );
      if (!notification) throw new HttpError(404, 'Notification not found');
      const updated =
        (await db.notifications.update(notification, {
          data(draft) {
            draft.read = true;
          },
        })) ?? notification;
      return json({ message: 'Notification marked as read', notification: notificationToResponse(updated) });
    }),
  ),

  http.get(at(API_PATHS.ping), () => json({ ok: true, time: new Date().toISOString() })),
  http.head(
    at(API_PATHS.ping),
    () => new Response(null, { status: 200, headers: { 'Cache-Control': 'no-store' } }),
  ),

  // Dev-only: the OTP outbox (mock backend only, never on a real server). Only an exact recipient is
  // answered, like reading one mailbox; there is no listing of everyone's codes.
  http.get(
    at(API_PATHS.devOutbox),
    route(({ request }) => {
      const to = new URL(request.url).searchParams.get('to')?.trim() ?? '';
      if (!normaliseRecipient(to))
        throw new HttpError(400, 'Recipient (to) is required: an email or phone number');
      return json({ messages: readOutbox(to) });
    }),
  ),

  // Uploaded images are public like a CDN path (img elements send no token); ids are unguessable.
  http.get(
    filesAt('uploads'),
    route(({ request }) => {
      const path = storedFilePath(request);
      const upload = db.uploads.findFirst((q) => q.where({ path }));
      if (!upload) throw new HttpError(404, 'File not found');
      return new Response(base64ToBytes(upload.base64), {
        headers: {
          'Content-Type': upload.mimeType,
          'Cache-Control': 'public, max-age=86400',
          ...UPLOAD_SECURITY_HEADERS,
        },
      });
    }),
  ),

  http.get(filesAt('assets/backgrounds'), ({ request }) => {
    const match = new URL(request.url).pathname.match(/^\/assets\/backgrounds\/inbuilt-(\d+)\.svg$/);
    const svg = match ? inbuiltBackgroundSvg(Number(match[1])) : null;
    if (!svg) return json({ message: 'File not found' }, 404);
    return new Response(svg, {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        ...UPLOAD_SECURITY_HEADERS,
      },
    });
  }),
];
