import type { SerializedRecord } from '@msw/data/extensions/persist';

/**
 * Where the in-browser backend keeps its data between page loads: one IndexedDB database per origin, shared
 * by every tab. IndexedDB rather than `persist()`'s localStorage: localStorage holds about 5 MB per origin
 * (the `large` scenario plus a few pictures and clips needs more) and `persist()` writes only on `unload`,
 * which a closed or discarded tab may never fire; IndexedDB writes each change as it happens, off the main
 * thread, and keeps binary-sized data within the browser's storage quota.
 */
export interface StoredRecord {
  /** `<collection>/<primary key>` */
  id: string;
  collection: string;
  record: SerializedRecord;
}

export interface StoredState {
  records: StoredRecord[];
  meta: Map<string, unknown>;
}

export interface StorageChanges {
  /** Drops every record first (a new seed). */
  clear?: boolean;
  put?: StoredRecord[];
  remove?: string[];
  meta?: Record<string, unknown>;
}

export interface RecordStorage {
  read(): Promise<StoredState>;
  write(changes: StorageChanges): Promise<void>;
}

const DATABASE_NAME = 'parley-mock-backend';
const RECORDS = 'records';
const META = 'meta';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(RECORDS, { keyPath: 'id' });
    request.result.createObjectStore(META);
  };
  return requestResult(request);
}

export async function openIndexedDbStorage(): Promise<RecordStorage> {
  const database = await openDatabase();
  return {
    async read() {
      const transaction = database.transaction([RECORDS, META], 'readonly');
      const metaStore = transaction.objectStore(META);
      const [records, keys, values] = await Promise.all([
        requestResult(transaction.objectStore(RECORDS).getAll() as IDBRequest<StoredRecord[]>),
        requestResult(metaStore.getAllKeys()),
        requestResult(metaStore.getAll()),
      ]);
      return { records, meta: new Map(keys.map((key, index) => [String(key), values[index]])) };
    },
    async write(changes) {
      const transaction = database.transaction([RECORDS, META], 'readwrite');
      const records = transaction.objectStore(RECORDS);
      if (changes.clear) records.clear();
      for (const id of changes.remove ?? []) records.delete(id);
      for (const record of changes.put ?? []) records.put(record);
      for (const [key, value] of Object.entries(changes.meta ?? {}))
        transaction.objectStore(META).put(value, key);
      await transactionDone(transaction);
    },
  };
}

/** The same contract in memory, for tests. */
export function createMemoryStorage(): RecordStorage & { readonly records: Map<string, StoredRecord> } {
  const records = new Map<string, StoredRecord>();
  const meta = new Map<string, unknown>();
  return {
    records,
    async read() {
      return { records: structuredClone([...records.values()]), meta: new Map(meta) };
    },
    async write(changes) {
      if (changes.clear) records.clear();
      for (const id of changes.remove ?? []) records.delete(id);
      for (const record of changes.put ?? []) records.set(record.id, structuredClone(record));
      for (const [key, value] of Object.entries(changes.meta ?? {})) meta.set(key, value);
    },
  };
}
