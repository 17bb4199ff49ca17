import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

// A list screen's search, page, size, sort and filters live in the address (so a filtered list can be bookmarked,
// reloaded or sent to a colleague) and are remembered per user and screen (so Clientes opens as it was left). The
// address wins when it names any of them; otherwise the remembered state; otherwise the screen's defaults.

/** Who is signed in: the key of their remembered lists. Outside the session's frame nothing is remembered. */
const ListMemoryUser = createContext<string | null>(null);

export function ListMemoryProvider({ userId, children }: { userId: string; children: ReactNode }) {
  return <ListMemoryUser.Provider value={userId}>{children}</ListMemoryUser.Provider>;
}

/** One list's state as text: `q`, `pagina`, `linhas`, `ordem` and the screen's own filters (`zona`…). */
export type ListParams = Record<string, string>;

/** Bounds on what is read back from the address or storage: a few short values, never a page of text. */
const MAX_PARAMS = 12;
const MAX_VALUE_LENGTH = 200;
const STORAGE_PREFIX = 'lista:';

function storageKey(userId: string, pathname: string): string {
  return `${STORAGE_PREFIX}${userId}:${pathname}`;
}

/** The entries named (all, when `names` is null) whose values are short text. */
function bounded(entries: [string, string][], names: readonly string[] | null): ListParams {
  const params: ListParams = {};
  for (const [name, value] of entries.slice(0, MAX_PARAMS * 4)) {
    if ((names === null || names.includes(name)) && value.length <= MAX_VALUE_LENGTH) params[name] = value;
  }
  return params;
}

/** The screen's remembered parameters: the ones named, or every one (to merge a change into them). */
function readStored(userId: string | null, pathname: string, names: readonly string[] | null): ListParams {
  if (!userId) return {};
  try {
    const raw = window.localStorage.getItem(storageKey(userId, pathname));
    if (!raw || raw.length > MAX_PARAMS * (MAX_VALUE_LENGTH + 20)) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    return bounded(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      names,
    );
  } catch {
    return {};
  }
}

/** The state to start from: the address's list parameters when it has any, else the remembered ones. */
function initialParams(userId: string | null, names: readonly string[]): ListParams {
  const fromAddress = bounded([...new URLSearchParams(window.location.search)], names);
  return Object.keys(fromAddress).length > 0
    ? fromAddress
    : readStored(userId, window.location.pathname, names);
}

/**
 * Writes the list's parameters into the address (replacing the entry: paging is not a step Back should undo) and
 * into the user's memory. The address is rewritten in place, keeping the router's own history state, and merged
 * with what it holds now, so several lists or filters of one screen never overwrite each other.
 */
function persist(userId: string | null, names: readonly string[], changed: ListParams): void {
  const url = new URL(window.location.href);
  for (const name of names) {
    const value = changed[name];
    if (value === undefined) continue;
    if (value === '') url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  window.history.replaceState(window.history.state, '', url);
  if (!userId) return;
  try {
    // Every parameter of the screen is kept: the list's own and its filters' are saved by different hooks.
    const stored = readStored(userId, url.pathname, null);
    const merged = { ...stored, ...changed };
    for (const [name, value] of Object.entries(merged)) if (value === '') delete merged[name];
    window.localStorage.setItem(storageKey(userId, url.pathname), JSON.stringify(merged));
  } catch {
    // A full or blocked storage only loses the memory, never the list.
  }
}

/**
 * The remembered parameters of this screen's list: `values` to start from, and `save` for each change. A value of
 * '' clears that parameter (the screen's default applies again).
 */
export function useListMemory(names: readonly string[]): {
  values: ListParams;
  save: (changed: ListParams) => void;
} {
  const userId = useContext(ListMemoryUser);
  const [values] = useState(() => initialParams(userId, names));
  // A list reopened from memory shows its state in the address too, ready to be copied.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the state the screen opened with
  useEffect(() => {
    if (Object.keys(values).length > 0) persist(null, names, values);
  }, []);
  return { values, save: (changed) => persist(userId, names, changed) };
}

/** A screen's own filter (a zone, a month) kept like the list's search: in the address and remembered. */
export function useListFilter(name: string, fallback: string): [string, (value: string) => void] {
  const memory = useListMemory([name]);
  const [value, setValue] = useState(memory.values[name] ?? fallback);
  return [
    value,
    (next) => {
      setValue(next);
      memory.save({ [name]: next === fallback ? '' : next });
    },
  ];
}
