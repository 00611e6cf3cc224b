import { avatarSvg } from '../assets/avatars';
import { INBUILT_BACKGROUND_COUNT, inbuiltBackgroundPath } from '../assets/backgrounds';
import { WAV_MIME, wavSize } from '../assets/audio';
import {
  LARGE_USER_COUNT,
  LARGE_USER_PASSWORD,
  SEEDED_ACCOUNTS,
  largeUserId,
  type ScenarioName,
  type SeededHost,
  type SeededSubUser,
} from './accounts';
import { resetThrottles } from '../auth/throttle';
import { clearDatabase, db, type Database } from './db';
import { textToBase64 } from './encoding';
import { clearOutbox } from './outbox';
import { createPrng, type Prng } from './prng';
import type { CallData, HostData, NotificationData, RecordingData, SubUserData, UploadData } from './schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const TRIAL_DAYS = 14;

export interface SeedOptions {
  /** The "now" the seed is relative to; defaults to the current time floored to the hour. */
  now?: number | Date;
}

/** Everything a scenario writes, built in memory first so large seeds insert in a few bulk calls. */
interface SeedBatch {
  hosts: HostData[];
  subUsers: SubUserData[];
  calls: CallData[];
  recordings: RecordingData[];
  notifications: NotificationData[];
  uploads: UploadData[];
  hostSettings: { hostId: string; autoLocalRecording: boolean }[];
}

const iso = (ms: number) => new Date(ms).toISOString();

export function meetingIdFrom(prng: Prng): string {
  const letters = 'abcdefghijkmnopqrstuvwxyz';
  return `${prng.chars(3, letters)}-${prng.chars(4, letters)}-${prng.chars(3, letters)}`;
}

/** Meeting folders start with the call's start timestamp (colons replaced, spec 02 §3). */
export function recordingFolderName(startTime: string, meetingId: string): string {
  return `${startTime.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}_${meetingId}`;
}

export function recordingFileName(createdAt: string, extension = 'wav'): string {
  return `${createdAt.replace(/:/g, '-')}.${extension}`;
}

/** One path segment from a display name: no separators, control characters or dot-only names. */
export function pathSegment(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const cleaned = name.replace(/[/\\\u0000-\u001f\u007f]/g, '_').trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? '_' : cleaned;
}

export function recordingPath(userName: string, folderName: string, fileName: string): string {
  return `recordings/${pathSegment(userName)}/${pathSegment(folderName)}/${pathSegment(fileName)}`;
}

function emptyBatch(): SeedBatch {
  return {
    hosts: [],
    subUsers: [],
    calls: [],
    recordings: [],
    notifications: [],
    uploads: [],
    hostSettings: [],
  };
}

function addHost(
  batch: SeedBatch,
  prng: Prng,
  seeded: SeededHost,
  subscription: HostData['subscription'],
  createdAt: number,
  withAvatar: boolean,
): HostData {
  const _id = prng.hex(24);
  const host: HostData = {
    _id,
    name: seeded.name,
    email: seeded.email,
    phone: seeded.phone,
    password: seeded.password,
    hostUrl: `/host/${_id}`,
    subscription,
    profilePicture: withAvatar ? addAvatar(batch, prng, _id, seeded.name, createdAt) : '',
    callPageBackground: '',
    createdAt: iso(createdAt),
  };
  batch.hosts.push(host);
  batch.hostSettings.push({ hostId: _id, autoLocalRecording: false });
  return host;
}

function addAvatar(batch: SeedBatch, prng: Prng, ownerId: string, name: string, createdAt: number): string {
  const _id = prng.hex(24);
  const svg = avatarSvg(name);
  const path = `uploads/profile-pictures/${_id}.svg`;
  batch.uploads.push({
    _id,
    ownerId,
    path,
    mimeType: 'image/svg+xml',
    base64: textToBase64(svg),
    size: svg.length,
    createdAt: iso(createdAt),
  });
  return path;
}

function addSubUser(
  batch: SeedBatch,
  prng: Prng,
  host: HostData,
  seeded: SeededSubUser,
  createdAt: number,
  lastActive: number | null,
  withAvatar = false,
): SubUserData {
  const _id = prng.hex(24);
  const user: SubUserData = {
    _id,
    userId: seeded.userId,
    hostId: host._id,
    name: seeded.name,
    password: seeded.password,
    isActive: seeded.isActive,
    createdAt: iso(createdAt),
    lastActive: lastActive === null ? null : iso(lastActive),
    lastLogin: lastActive === null ? null : iso(lastActive),
    profilePicture: withAvatar ? addAvatar(batch, prng, _id, seeded.name, createdAt) : '',
    callPageBackground: '',
  };
  batch.subUsers.push(user);
  return user;
}

/**
 * Calls spread over `spanDays` before `now`, one participant each (one participant per call, spec 02 §1),
 * newest first; with `active` the newest is still running. Users in `recordedUsers` get 1–3 clips per call.
 */
function addCalls(
  batch: SeedBatch,
  prng: Prng,
  host: HostData,
  users: SubUserData[],
  count: number,
  now: number,
  spanDays: number,
  options: { active: boolean; recordedUsers: SubUserData[]; maxRecordings?: number },
): void {
  const recorded = new Set(options.recordedUsers.map((user) => user._id));
  let recordingsLeft = options.maxRecordings ?? Number.POSITIVE_INFINITY;
  const step = (spanDays * DAY) / Math.max(1, count);
  for (let index = 0; index < count; index++) {
    const isActive = options.active && index === 0;
    const start = isActive ? now - 20 * MINUTE : now - (index + 0.5) * step - prng.int(0, 30) * MINUTE;
    const durationMin = prng.int(5, 45);
    const end = start + durationMin * MINUTE;
    const meetingId = meetingIdFrom(prng);
    const participant = users.length > 0 ? users[index % users.length] : undefined;
    const call: CallData = {
      _id: prng.hex(24),
      meetingId,
      hostId: host._id,
      title: 'New Call',
      type: 'audio',
      status: isActive ? 'active' : 'ended',
      startTime: iso(start),
      endTime: isActive ? null : iso(end),
      participants:
        participant && !isActive
          ? [
              {
                _id: participant._id,
                userId: participant.userId,
                name: participant.name,
                joinedAt: iso(start + MINUTE),
                leftAt: iso(end),
              },
            ]
          : [],
    };
    batch.calls.push(call);
    if (isActive || !participant || !recorded.has(participant._id) || recordingsLeft <= 0) continue;
    const folderName = recordingFolderName(call.startTime, meetingId);
    const files = Math.min(prng.int(1, 3), recordingsLeft);
    for (let clip = 0; clip < files; clip++) {
      const createdAt = iso(start + (clip + 2) * MINUTE + prng.int(0, 50) * 1000);
      const duration = prng.int(2, 6) / 2;
      const name = recordingFileName(createdAt);
      batch.recordings.push({
        _id: prng.hex(24),
        hostId: host._id,
        ownerId: participant._id,
        userName: participant.name,
        meetingId,
        folderName,
        name,
        path: recordingPath(participant.name, folderName, name),
        duration,
        type: 'clip',
        mimeType: WAV_MIME,
        size: wavSize(duration),
        createdAt,
        audioBase64: null,
        toneSeed: prng.int(0, 1000),
      });
      recordingsLeft--;
    }
  }
}

function addNotifications(
  batch: SeedBatch,
  prng: Prng,
  recipientId: string,
  messages: string[],
  now: number,
  unread: number,
): void {
  messages.forEach((message, index) => {
    batch.notifications.push({
      _id: prng.hex(24),
      recipientId,
      message,
      read: index >= unread,
      createdAt: iso(now - (index + 1) * 5 * HOUR),
    });
  });
}

function trial(now: number, daysLeft: number): HostData['subscription'] {
  const end = now + daysLeft * DAY;
  return {
    isActive: daysLeft > 0,
    isTrial: true,
    plan: 'basic',
    startDate: iso(end - TRIAL_DAYS * DAY),
    endDate: iso(end),
  };
}

function seedOther(batch: SeedBatch, now: number): void {
  const prng = createPrng(99);
  const accounts = SEEDED_ACCOUNTS.other;
  const host = addHost(batch, prng, accounts.host, trial(now, 30), now - 60 * DAY, false);
  const users = accounts.users.map((seeded) =>
    addSubUser(batch, prng, host, seeded, now - 50 * DAY, now - DAY),
  );
  addCalls(batch, prng, host, users, 2, now, 5, { active: false, recordedUsers: users });
  addNotifications(batch, prng, users[0]!._id, [`${host.name} started a call`], now, 1);
}

function seedSmallTenant(
  batch: SeedBatch,
  seed: number,
  accounts: { host: SeededHost; users: readonly SeededSubUser[] },
  now: number,
  daysLeft: number,
  calls: number,
  active: boolean,
): void {
  const prng = createPrng(seed);
  const host = addHost(
    batch,
    prng,
    accounts.host,
    trial(now, daysLeft),
    now - (TRIAL_DAYS - daysLeft) * DAY,
    false,
  );
  if (daysLeft <= 0) host.subscription.isActive = false;
  const users = accounts.users.map((seeded, index) =>
    addSubUser(batch, prng, host, seeded, now - (8 - index) * DAY, now - (index + 1) * HOUR),
  );
  addCalls(batch, prng, host, users, calls, now, 7, { active, recordedUsers: users.slice(0, 1) });
  if (users[0]) addNotifications(batch, prng, users[0]._id, [`${host.name} started a call`], now, 1);
}

const builders: Record<ScenarioName, (batch: SeedBatch, now: number) => void> = {
  default(batch, now) {
    const prng = createPrng(1);
    const accounts = SEEDED_ACCOUNTS.default;
    const host = addHost(batch, prng, accounts.host, trial(now, 12), now - 2 * DAY, true);
    const users = accounts.users.map((seeded, index) =>
      addSubUser(
        batch,
        prng,
        host,
        seeded,
        now - (20 - index * 2) * DAY,
        index === 3 ? null : now - (index + 1) * 3 * HOUR,
        index < 2,
      ),
    );
    // Call-page backgrounds to review in both rooms (spec 02 §2): the host and two sub-users have one.
    host.callPageBackground = 'inbuilt-0';
    users[0]!.callPageBackground = 'inbuilt-3';
    users[1]!.callPageBackground = 'inbuilt-1';
    // The inactive user (last) never appears in calls.
    const callers = users.filter((user) => user.isActive);
    addCalls(batch, prng, host, callers, 25, now, 20, { active: true, recordedUsers: users.slice(0, 3) });
    for (const user of users.slice(0, 3)) {
      addNotifications(
        batch,
        prng,
        user._id,
        [
          `${host.name} started a call`,
          'Your recording from the last call is ready',
          `${host.name} ended the call`,
          'Welcome to Parley! Your host added you to the team.',
        ],
        now,
        2,
      );
    }
    addNotifications(
      batch,
      prng,
      host._id,
      ['Your free trial has started', `${users[0]!.name} joined your call`],
      now,
      1,
    );
  },
  empty(batch, now) {
    const prng = createPrng(2);
    addHost(batch, prng, SEEDED_ACCOUNTS.empty.host, trial(now, TRIAL_DAYS), now, false);
  },
  expiring(batch, now) {
    seedSmallTenant(batch, 3, SEEDED_ACCOUNTS.expiring, now, 5, 6, false);
  },
  expired(batch, now) {
    seedSmallTenant(batch, 4, SEEDED_ACCOUNTS.expired, now, -3, 4, false);
  },
  large(batch, now) {
    const prng = createPrng(5);
    const host = addHost(batch, prng, SEEDED_ACCOUNTS.large.host, trial(now, 12), now - 2 * DAY, false);
    const users: SubUserData[] = [];
    for (let index = 0; index < LARGE_USER_COUNT; index++) {
      users.push(
        addSubUser(
          batch,
          prng,
          host,
          {
            name: `Member ${index + 1}`,
            userId: largeUserId(index),
            password: LARGE_USER_PASSWORD,
            isActive: index % 10 !== 9,
          },
          now - (index % 300) * HOUR,
          index % 4 === 0 ? null : now - (index % 48) * HOUR,
        ),
      );
    }
    addCalls(batch, prng, host, users.slice(0, 500), 5000, now, 365, {
      active: true,
      recordedUsers: users.slice(0, 200),
      maxRecordings: 2000,
    });
    addNotifications(
      batch,
      prng,
      users[0]!._id,
      [`${host.name} started a call`, 'Welcome to Parley!'],
      now,
      1,
    );
  },
};

async function insertAll<T>(
  collection: { createMany(count: number, f: (i: number) => T): Promise<unknown> },
  items: T[],
) {
  if (items.length > 0) await collection.createMany(items.length, (index) => items[index] as T);
}

/**
 * Clears the database and seeds one scenario (plus the `other` tenant). Deterministic for a given `now`;
 * ids come from a seeded PRNG, so the same scenario always has the same ids and meeting ids.
 */
export async function resetDatabase(
  scenario: ScenarioName = 'default',
  options: SeedOptions = {},
  target: Database = db,
): Promise<void> {
  const rawNow = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const now = options.now === undefined ? Math.floor(rawNow / HOUR) * HOUR : rawNow;
  clearDatabase(target);
  if (target === db) {
    clearOutbox();
    resetThrottles();
  }
  const batch = emptyBatch();
  builders[scenario](batch, now);
  seedOther(batch, now);
  await Promise.all([
    insertAll(target.hosts, batch.hosts),
    insertAll(target.subUsers, batch.subUsers),
    insertAll(target.calls, batch.calls),
    insertAll(target.recordings, batch.recordings),
    insertAll(target.notifications, batch.notifications),
    insertAll(target.uploads, batch.uploads),
    insertAll(target.hostSettings, batch.hostSettings),
    insertAll(
      target.backgrounds,
      Array.from({ length: INBUILT_BACKGROUND_COUNT }, (_, index) => ({
        _id: `inbuilt-${index}`,
        index,
        name: `Inbuilt ${index + 1}`,
        url: inbuiltBackgroundPath(index),
      })),
    ),
  ]);
}
