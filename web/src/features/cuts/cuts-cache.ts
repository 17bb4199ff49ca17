import type { ApolloCache, Reference } from '@apollo/client';

interface CutPageRef {
  items: readonly Reference[];
  total: number;
}

/**
 * New cuts join every cached page of Listar Cortes (at the top, the newest first) and their meters leave every
 * cached page of Candidatos a Corte, so both lists are right without asking the server again.
 */
export function cacheNewCuts(
  cache: ApolloCache,
  cuts: readonly { __typename?: 'Cut'; cutId: string | number; meterId: string | number }[],
): void {
  if (cuts.length === 0) return;
  const refs = cuts.map((cut) => cache.identify({ __typename: 'Cut', cutId: cut.cutId }));
  const meterIds = new Set(cuts.map((cut) => String(cut.meterId)));
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      cutsPage(stored, { toReference }) {
        const existing = stored as CutPageRef | undefined;
        if (!existing?.items) return stored;
        const added = refs.flatMap((id) => {
          const ref = id ? toReference(id) : undefined;
          return ref ? [ref] : [];
        });
        const known = new Set(existing.items.map((item) => item.__ref));
        const fresh = added.filter((ref) => !known.has(ref.__ref));
        return { ...existing, items: [...fresh, ...existing.items], total: existing.total + fresh.length };
      },
    },
  });
  for (const meterId of meterIds) {
    cache.evict({ id: cache.identify({ __typename: 'CutCandidate', meterId }) });
  }
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      cutCandidates(stored, { canRead }) {
        const existing = stored as CutPageRef | undefined;
        if (!existing?.items) return stored;
        const items = existing.items.filter((item) => canRead(item));
        return { ...existing, items, total: existing.total - (existing.items.length - items.length) };
      },
    },
  });
  cache.gc();
}
