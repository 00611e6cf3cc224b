import { defineExtension } from '@msw/data/extensions';
import {
  createFromSerializedRecord,
  serializeRecord,
  type SerializedRecord,
} from '@msw/data/extensions/persist';
import type { Database } from '../data/db';
import type { RecordStorage, StoredRecord } from './storage';

/**
 * Keeps the in-browser backend's collections in `RecordStorage` (IndexedDB in the page): a snapshot after a
 * seed, every later create, update and delete as it happens (this tab's own and those `sync()` brings from
 * other tabs, so whichever tab stays open has written everything it saw), and a hydration on the next load.
 * Records keep their @msw/data primary key, so `sync()` messages of other tabs keep addressing them.
 */
/** Any collection, as @msw/data's own extensions take it. */
type AnyCollection = Parameters<typeof createFromSerializedRecord>[0];

function collectionsOf(database: Database): Array<[string, AnyCollection]> {
  return Object.entries(database) as Array<[string, AnyCollection]>;
}

function storedRecord(collection: string, record: SerializedRecord): StoredRecord {
  return { id: `${collection}/${record.__metadata__.primaryKey}`, collection, record };
}

/** Every record of every collection, as stored. */
export function snapshotDatabase(database: Database): StoredRecord[] {
  return collectionsOf(database).flatMap(([name, collection]) =>
    collection.all().map((record) => storedRecord(name, serializeRecord(record))),
  );
}

/** Recreates stored records in empty collections (before any hook that would store or broadcast them). */
export async function hydrateDatabase(database: Database, records: StoredRecord[]): Promise<void> {
  const collections = new Map(collectionsOf(database));
  await Promise.all(
    records.map((stored) => {
      const collection = collections.get(stored.collection);
      return collection ? createFromSerializedRecord(collection, stored.record) : undefined;
    }),
  );
}

export interface PersistedChanges {
  /** Resolves once every change made so far is written. */
  flushed(): Promise<void>;
  /** Writes nothing more (the stored data is about to be replaced). */
  stop(): void;
}

/**
 * Writes each later change of `database` to `storage`, batched into one transaction per task. A write the
 * browser refuses (its quota) is reported once; the data stays usable until the tab closes.
 */
export function persistChanges(
  database: Database,
  storage: RecordStorage,
  onWriteFailed: (error: unknown) => void = (error) =>
    console.warn(
      '[mock-backend] the browser refused to store demo data; changes last until the tab closes',
      error,
    ),
): PersistedChanges {
  const pending = new Map<string, StoredRecord | null>();
  let scheduled: Promise<void> | null = null;
  let written: Promise<void> = Promise.resolve();
  let reported = false;
  let stopped = false;

  const flush = () => {
    scheduled = null;
    const put: StoredRecord[] = [];
    const remove: string[] = [];
    for (const [id, stored] of pending) {
      if (stored) put.push(stored);
      else remove.push(id);
    }
    pending.clear();
    if (stopped) return written;
    written = written
      .then(() => storage.write({ put, remove }))
      .catch((error: unknown) => {
        if (reported) return;
        reported = true;
        onWriteFailed(error);
      });
    return written;
  };

  const track = (stored: StoredRecord, removed = false) => {
    if (stopped) return;
    pending.set(stored.id, removed ? null : stored);
    scheduled ??= new Promise<void>((resolve) => setTimeout(resolve, 0)).then(flush);
  };

  for (const [name, collection] of collectionsOf(database)) {
    defineExtension({
      name: 'parley-indexeddb-persist',
      extend(target) {
        target.hooks.on('create', (event) => track(storedRecord(name, serializeRecord(event.data.record))));
        target.hooks.on('update', (event) =>
          track(storedRecord(name, serializeRecord(event.data.nextRecord))),
        );
        target.hooks.on('delete', (event) =>
          track(storedRecord(name, serializeRecord(event.data.deletedRecord)), true),
        );
      },
    }).extend(collection);
  }

  return {
    stop: () => {
      stopped = true;
    },
    flushed: async () => {
      await (scheduled ?? written);
      await written;
    },
  };
}
