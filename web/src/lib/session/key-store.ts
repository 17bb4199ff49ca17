// Where the session encryption key lives. The browser keeps a non-extractable CryptoKey in IndexedDB: the
// structured clone keeps the key usable across reloads, yet no script (nor a curious user in devtools) can
// read its bytes out as text. Tests pass the in-memory store instead, since jsdom has no IndexedDB.

export interface KeyStore {
  load(): Promise<CryptoKey | undefined>;
  /** Stores `key` unless one is already there, and answers the key that won (another tab may have been first). */
  saveIfAbsent(key: CryptoKey): Promise<CryptoKey>;
}

export function memoryKeyStore(): KeyStore {
  let stored: CryptoKey | undefined;
  return {
    load: async () => stored,
    saveIfAbsent: async (key) => {
      stored ??= key;
      return stored;
    },
  };
}

const DB_NAME = 'agua';
const STORE_NAME = 'keys';
const KEY_ID = 'session';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    if (!req.result.objectStoreNames.contains(STORE_NAME)) req.result.createObjectStore(STORE_NAME);
  };
  return request(req);
}

export function indexedDbKeyStore(factory: IDBFactory = indexedDB): KeyStore {
  let db: Promise<IDBDatabase> | undefined;
  const database = () => {
    db ??= openDatabase(factory);
    return db;
  };

  const load = async (): Promise<CryptoKey | undefined> => {
    const tx = (await database()).transaction(STORE_NAME, 'readonly');
    const value: unknown = await request(tx.objectStore(STORE_NAME).get(KEY_ID));
    return value instanceof CryptoKey ? value : undefined;
  };

  return {
    load,
    saveIfAbsent: async (key) => {
      const tx = (await database()).transaction(STORE_NAME, 'readwrite');
      try {
        // add() (not put) refuses to overwrite: when two tabs race on first use, the first key stays.
        await request(tx.objectStore(STORE_NAME).add(key, KEY_ID));
        return key;
      } catch {
        return (await load()) ?? key;
      }
    },
  };
}

/** IndexedDB when the browser has it; otherwise a key that lives as long as the page (sessions end on reload). */
export function browserKeyStore(): KeyStore {
  return typeof indexedDB === 'undefined' ? memoryKeyStore() : indexedDbKeyStore();
}
