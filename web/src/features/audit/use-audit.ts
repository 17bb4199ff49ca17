import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql/gql.ts';
import type { AuditPageQueryQuery } from '../../gql/graphql.ts';

const AuditPageQuery = graphql(`
  query AuditPageQuery($page: Int!, $size: Int!, $filter: AuditFilter) {
    users {
      userId
      name
    }
    auditPage(page: $page, size: $size, filter: $filter) {
      total
      items {
        auditId
        at
        userName
        apiKeyName
        address
        entity
        entityId
        clientId
        action
        changes {
          field
          before
          after
          hidden
        }
      }
    }
  }
`);

export type AuditRow = AuditPageQueryQuery['auditPage']['items'][number];

export interface AuditFilters {
  userId: string;
  entity: string;
  clientId: string;
  from: string | null;
  to: string | null;
}

const FILTER_KEYS = ['userId', 'entity', 'clientId', 'from', 'to'] as const;

/**
 * Auditoria's state: the filters, first read from the address (?clientId=… opens a client's trail, linked from
 * Editar Cliente), and the page; the api checks every filter and answers its refusal in Portuguese.
 */
export function useAudit() {
  const [params] = useSearchParams();
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const [applied, setApplied] = useState<AuditFilters>(() => ({
    userId: params.get('userId') ?? '',
    entity: params.get('entity') ?? '',
    clientId: params.get('clientId') ?? '',
    from: params.get('from'),
    to: params.get('to'),
  }));
  const filter = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, applied[key] || null]).filter(([, value]) => value !== null),
  );
  const query = useQuery(AuditPageQuery, {
    variables: { page: page.page, size: page.pageSize, filter },
    fetchPolicy: 'cache-and-network',
  });
  const result = query.data ?? query.previousData;
  return {
    applied,
    apply(next: AuditFilters) {
      setPage((current) => ({ ...current, page: 1 }));
      setApplied(next);
    },
    page,
    setPage,
    users: result?.users ?? [],
    rows: result?.auditPage.items ?? [],
    total: result?.auditPage.total ?? 0,
    loading: query.loading && !result,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
