import { fromLegacyWrite, type TLegacyWrite } from "./legacy-write";
import type { TQueuedWrite } from "./survey-writes";

/**
 * A survey write the server has not acknowledged yet. Kept in the browser (IndexedDB) until it is, so nothing a
 * client typed is lost to a dropped connection, a closed tab or a dead battery.
 */
export type PendingWrite = {
  /** Position in the queue; writes go to the server in this order. */
  seq: number;
  /** The response this write belongs to (one queue per response). */
  responseId: string;
  /** The write itself, as a typed value (survey-writes.ts); its URL is made only when it is sent. */
  write: TQueuedWrite;
  queuedAt: number;
};

/** A row as stored before writes were typed: `{ method, path, body, key, merge }` in place of `write`. */
type LegacyRow = Omit<PendingWrite, "write"> & TLegacyWrite & { key?: string; merge?: boolean };

/** A stored row in today's shape: rows of the earlier shape are read as typed writes (legacy-write.ts). */
export function readPendingWrite(row: PendingWrite | LegacyRow): PendingWrite {
  if ("write" in row) return row;
  const { seq, responseId, queuedAt, method, path, body } = row;
  return { seq, responseId, queuedAt, write: fromLegacyWrite({ method, path, ...(body ? { body } : {}) }, responseId) };
}

/** Where pending writes live: IndexedDB in the browser, memory in tests and where IndexedDB is unavailable. */
export interface PendingWriteStore {
  list(responseId: string): Promise<PendingWrite[]>;
  put(write: PendingWrite): Promise<void>;
  remove(responseId: string, seq: number): Promise<void>;
}

export function createMemoryStore(): PendingWriteStore {
  const rows = new Map<string, PendingWrite>();
  const id = (responseId: string, seq: number) => `${responseId}:${seq}`;
  return {
    async list(responseId) {
      // A fresh array sorted in place: Array#toSorted is missing on the older phones survey clients use (iOS < 16).
      const list = [...rows.values()].filter((w) => w.responseId === responseId);
      // oxlint-disable-next-line unicorn/no-array-sort
      return list.sort((a, b) => a.seq - b.seq).map(readPendingWrite);
    },
    async put(write) {
      rows.set(id(write.responseId, write.seq), structuredClone(write));
    },
    async remove(responseId, seq) {
      rows.delete(id(responseId, seq));
    },
  };
}

export const PENDING_WRITES_DB = "planready-survey";
export const PENDING_WRITES_STORE = "pending-writes";
const DB_NAME = PENDING_WRITES_DB;
const STORE = PENDING_WRITES_STORE;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.addEventListener("success", () => resolve(req.result));
    req.addEventListener("error", () => reject(req.error ?? new Error("IndexedDB request failed")));
  });
}

/** IndexedDB store; falls back to memory when the browser refuses IndexedDB (some private modes). */
export async function openPendingWriteStore(): Promise<PendingWriteStore> {
  if (typeof indexedDB === "undefined") return createMemoryStore();
  try {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      const store = open.result.createObjectStore(STORE, { keyPath: ["responseId", "seq"] });
      store.createIndex("byResponse", "responseId");
    };
    const db = await request(open);
    const tx = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE);
    return {
      async list(responseId) {
        const rows = await request(tx("readonly").index("byResponse").getAll(responseId));
        // getAll returns a new array; sorted in place because Array#toSorted is missing on iOS < 16.
        // oxlint-disable-next-line unicorn/no-array-sort
        return (rows as (PendingWrite | LegacyRow)[]).sort((a, b) => a.seq - b.seq).map(readPendingWrite);
      },
      async put(write) {
        await request(tx("readwrite").put(write));
      },
      async remove(responseId, seq) {
        await request(tx("readwrite").delete([responseId, seq]));
      },
    };
  } catch {
    return createMemoryStore();
  }
}

/**
 * The IndexedDB store, opened on first use: lets a queue exist from a page's first render (a survey rendered on the
 * server and hydrated), opening nothing while rendering on the server.
 */
export function storeOpenedOnUse(): PendingWriteStore {
  let opened: Promise<PendingWriteStore> | null = null;
  const store = () => (opened ??= openPendingWriteStore());
  return {
    list: async (responseId) => (await store()).list(responseId),
    put: async (write) => (await store()).put(write),
    remove: async (responseId, seq) => (await store()).remove(responseId, seq),
  };
}
