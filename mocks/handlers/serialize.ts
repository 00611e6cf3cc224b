import type { Call, Notification, SessionUser, SubUser } from '../../src/shared/api/schemas';
import { db } from '../data/db';
import type {
  CallData as CallRecord,
  HostData as HostRecord,
  NotificationData as NotificationRecord,
  SubUserData as SubUserRecord,
} from '../data/schema';

/** Private records to the public contract: passwords and owner ids never leak beyond what the spec shows. */
export function hostToSessionUser(host: HostRecord): SessionUser {
  return {
    _id: host._id,
    name: host.name,
    email: host.email,
    phone: host.phone,
    isHost: true,
    hostUrl: host.hostUrl,
    subscription: { ...host.subscription },
    profilePicture: host.profilePicture,
    callPageBackground: host.callPageBackground,
  };
}

export function subUserToSessionUser(user: SubUserRecord, host: HostRecord): SessionUser {
  return {
    _id: user._id,
    userId: user.userId,
    name: user.name,
    email: '',
    isHost: false,
    hostId: host._id,
    hostUrl: host.hostUrl,
    profilePicture: user.profilePicture,
    callPageBackground: user.callPageBackground,
  };
}

/** The host's list shows the password for display (spec 01 §3, §6). */
export function subUserToListItem(user: SubUserRecord): SubUser {
  return {
    _id: user._id,
    userId: user.userId,
    name: user.name,
    isActive: user.isActive,
    createdAt: user.createdAt,
    lastActive: user.lastActive,
    lastLogin: user.lastLogin,
    password: user.password,
    profilePicture: user.profilePicture,
    callPageBackground: user.callPageBackground,
  };
}

export function callToResponse(call: CallRecord, host?: HostRecord, recordingUrl?: string | null): Call {
  const owner = host ?? db.hosts.findFirst((q) => q.where({ _id: call.hostId }));
  return {
    _id: call._id,
    meetingId: call.meetingId,
    hostId: call.hostId,
    hostName: owner?.name ?? 'Host',
    hostProfilePicture: owner?.profilePicture ?? '',
    title: call.title,
    type: call.type,
    status: call.status,
    startedAt: call.startTime,
    startTime: call.startTime,
    endTime: call.endTime,
    participants: call.participants.map((participant) => ({ ...participant })),
    recordingUrl: recordingUrl ?? null,
  };
}

export function notificationToResponse(notification: NotificationRecord): Notification {
  return {
    _id: notification._id,
    message: notification.message,
    read: notification.read,
    createdAt: notification.createdAt,
  };
}
