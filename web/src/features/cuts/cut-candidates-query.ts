import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { graphql } from '../../gql/gql.ts';
import type { CutCandidatesQueryQuery } from '../../gql/graphql.ts';
import type { Column } from '../../ui/table/column.ts';

const t = messages.cuts.candidates;
const s = messages.cuts.candidates;

/** One api call (GET /cut/candidates) whatever the page size: every column comes with the candidate. */
export const CutCandidatesQuery = graphql(`
  query CutCandidatesQuery($page: Int!, $size: Int!, $zoneId: ID) {
    cutCandidates(page: $page, size: $size, zoneId: $zoneId) {
      total
      items {
        meterId
        clientId
        clientName
        address
        zoneName
        debt
        monthsOwed
        daysOverdue
        lastPaymentDate
      }
    }
    zones {
      zoneId
      designation
    }
  }
`);

/** Registar Cortes: the payload's cuts join the cut list and leave the candidates in the cache. */
export const RegisterCutsMutation = graphql(`
  mutation RegisterCuts($input: RegisterCutsInput!) {
    registerCuts(input: $input) {
      cuts {
        ...CutRow
      }
      refused {
        meterId
        message
      }
      ...MutationResult
    }
  }
`);

export type Candidate = CutCandidatesQueryQuery['cutCandidates']['items'][number];

const c = t.columns;
export const candidateColumns: Column<Candidate>[] = [
  { id: 'clientName', header: c.client, accessor: 'clientName' },
  { id: 'meterId', header: c.meter, accessor: (row) => Number(row.meterId), nowrap: true },
  { id: 'zoneName', header: c.zone, accessor: 'zoneName' },
  {
    id: 'debt',
    header: c.debt,
    accessor: (row) => Number(row.debt),
    cell: (row) => formatMZN(row.debt),
    align: 'right',
    nowrap: true,
  },
  { id: 'monthsOwed', header: c.monthsOwed, accessor: 'monthsOwed', align: 'right', wrapHeader: true },
  { id: 'daysOverdue', header: c.daysOverdue, accessor: 'daysOverdue', align: 'right', wrapHeader: true },
  {
    id: 'lastPayment',
    header: c.lastPayment,
    accessor: (row) => row.lastPaymentDate ?? '',
    cell: (row) => (row.lastPaymentDate ? formatDate(row.lastPaymentDate) : s.never),
    nowrap: true,
    wrapHeader: true,
  },
];
