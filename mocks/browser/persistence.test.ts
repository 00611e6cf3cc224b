// @vitest-environment node
import { serializeRecord } from '@msw/data/extensions/persist';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../data/db';
import { resetDatabase } from '../data/seed';
import { hydrateDatabase, persistChanges, snapshotDatabase } from './persistence';
import { createMemoryStorage } from './storage';

/** What a reload sees: a second database hydrated from what the first one stored. */
describe('persistence of the in-browser backend', () => {
  it('keeps a seed and every later change, with the records keeping their identity', async () => {
    const storage = createMemoryStorage();
    const before = createDatabase();
    await resetDatabase('default', { now: Date.UTC(2026, 10, 27, 4) }, before);
    await storage.write({ clear: true, put: snapshotDatabase(before) });
    const persisted = persistChanges(before, storage);

    const host = before.hosts.findFirst((q) => q.where({ email: 'host@parley.app' }))!;
    const created = await before.subUsers.create({
      _id: 'kept-user',
      userId: 'PA999999',
      hostId: host._id,
      name: 'Kept User',
      password: 'Secret12',
      isActive: true,
      createdAt: new Date().toISOString(),
      lastActive: null,
      lastLogin: null,
      profilePicture: '',
      callPageBackground: '',
    });
    await before.subUsers.update((q) => q.where({ _id: 'kept-user' }), {
      data(draft) {
        draft.name = 'Renamed User';
      },
    });
    before.subUsers.delete((q) => q.where({ userId: 'PA100006' }));
    await persisted.flushed();

    const after = createDatabase();
    await hydrateDatabase(after, (await storage.read()).records);
    for (const name of Object.keys(before) as Array<keyof typeof before>) {
      expect(after[name].all().length, name).toBe(before[name].all().length);
    }
    const kept = after.subUsers.findFirst((q) => q.where({ _id: 'kept-user' }))!;
    expect(kept.name).toBe('Renamed User');
    expect(after.subUsers.findFirst((q) => q.where({ userId: 'PA100006' }))).toBeUndefined();
    // Other tabs' `sync()` messages address records by this key.
    expect(serializeRecord(kept).__metadata__.primaryKey).toBe(
      serializeRecord(created).__metadata__.primaryKey,
    );
  });

  it('stops writing once the stored data is about to be replaced', async () => {
    const storage = createMemoryStorage();
    const database = createDatabase();
    const persisted = persistChanges(database, storage);
    persisted.stop();
    await database.backgrounds.create({ _id: 'inbuilt-9', index: 9, name: 'Late', url: '/late.svg' });
    await persisted.flushed();
    expect(storage.records.size).toBe(0);
  });
});
