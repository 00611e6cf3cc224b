// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SCENARIOS, SEEDED_ACCOUNTS } from '../data/accounts';
import { createDatabase, db } from '../data/db';
import { resetDatabase } from '../data/seed';

const DAY = 24 * 60 * 60 * 1000;

describe('seed scenarios', () => {
  it('are deterministic for a given now', async () => {
    const now = Date.UTC(2026, 0, 15, 12);
    const a = createDatabase();
    const b = createDatabase();
    await resetDatabase('default', { now }, a);
    await resetDatabase('default', { now }, b);
    expect(a.calls.all()).toEqual(b.calls.all());
    expect(a.subUsers.all().map((user) => user._id)).toEqual(b.subUsers.all().map((user) => user._id));
  });

  it('default: active trial, 6 sub-users, 25 calls with one active, recordings for 3 users, mixed notifications', async () => {
    await resetDatabase('default');
    const host = db.hosts.findFirst((q) => q.where({ email: SEEDED_ACCOUNTS.default.host.email }))!;
    expect(host.subscription).toMatchObject({ isActive: true, isTrial: true });
    const daysLeft = (new Date(host.subscription.endDate).getTime() - Date.now()) / DAY;
    expect(daysLeft).toBeGreaterThan(10);
    expect(db.subUsers.findMany((q) => q.where({ hostId: host._id }))).toHaveLength(6);
    const calls = db.calls.findMany((q) => q.where({ hostId: host._id }));
    expect(calls).toHaveLength(25);
    expect(calls.filter((call) => call.status === 'active')).toHaveLength(1);
    const owners = new Set(
      db.recordings.findMany((q) => q.where({ hostId: host._id })).map((r) => r.ownerId),
    );
    expect(owners.size).toBe(3);
    const dates = new Set(
      db.recordings.findMany((q) => q.where({ hostId: host._id })).map((r) => r.folderName.slice(0, 10)),
    );
    expect(dates.size).toBeGreaterThan(3);
    const reads = new Set(db.notifications.all().map((notification) => notification.read));
    expect(reads).toEqual(new Set([true, false]));
  });

  it('expiring has 5 days left, expired is inactive, empty has nothing', async () => {
    await resetDatabase('expiring');
    const expiring = db.hosts.findFirst((q) => q.where({ email: SEEDED_ACCOUNTS.expiring.host.email }))!;
    expect(Math.round((new Date(expiring.subscription.endDate).getTime() - Date.now()) / DAY)).toBe(5);
    await resetDatabase('expired');
    const expired = db.hosts.findFirst((q) => q.where({ email: SEEDED_ACCOUNTS.expired.host.email }))!;
    expect(expired.subscription.isActive).toBe(false);
    await resetDatabase('empty');
    const empty = db.hosts.findFirst((q) => q.where({ email: SEEDED_ACCOUNTS.empty.host.email }))!;
    expect(db.subUsers.findMany((q) => q.where({ hostId: empty._id }))).toHaveLength(0);
    expect(db.calls.findMany((q) => q.where({ hostId: empty._id }))).toHaveLength(0);
  });

  // How long the seed takes is the benchmarks' business (the browser backend's cold start), not a test's.
  it('large seeds 1,000 users, 5,000 calls and 2,000 recordings', async () => {
    await resetDatabase('large');
    const host = db.hosts.findFirst((q) => q.where({ email: SEEDED_ACCOUNTS.large.host.email }))!;
    expect(db.subUsers.findMany((q) => q.where({ hostId: host._id }))).toHaveLength(1000);
    expect(db.calls.findMany((q) => q.where({ hostId: host._id }))).toHaveLength(5000);
    expect(db.recordings.findMany((q) => q.where({ hostId: host._id }))).toHaveLength(2000);
  });

  it('every scenario has its documented host', async () => {
    for (const scenario of SCENARIOS) {
      await resetDatabase(scenario);
      expect(
        db.hosts.findFirst((q) => q.where({ email: SEEDED_ACCOUNTS[scenario].host.email })),
      ).toBeDefined();
      expect(db.hosts.findFirst((q) => q.where({ email: SEEDED_ACCOUNTS.other.host.email }))).toBeDefined();
    }
  });
});
