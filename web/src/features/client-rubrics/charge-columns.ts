import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { Column } from '../../ui/table/column.ts';
import type { ChargedRubric } from './client-rubrics-query.ts';

const t = messages.clientRubrics;

/** A client's charges, newest first by default. */
export const chargeColumns: Column<ChargedRubric>[] = [
  { id: 'id', header: t.columns.id, accessor: (row) => Number(row.id), sortable: true, nowrap: true },
  {
    id: 'client',
    header: t.columns.client,
    accessor: (row) => row.clientName || t.missingClient,
    sortable: true,
  },
  { id: 'quantity', header: t.columns.quantity, accessor: 'quantity', align: 'right', nowrap: true },
  {
    id: 'rubric',
    header: t.columns.rubric,
    accessor: (row) => row.rubricDescription || row.rubricName || t.missingDescription,
    sortable: true,
    longText: true,
  },
  {
    id: 'chargedAt',
    header: t.columns.chargedAt,
    accessor: 'createdAt',
    cell: (row) => formatDateTime(row.createdAt),
    sortable: true,
    nowrap: true,
  },
];
