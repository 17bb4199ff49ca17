import type { ImportRowError } from '@agua/domain/contracts/import';
import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import type { Column } from '../../ui/table/column.ts';
import type { ClientImportRow } from './use-client-imports.ts';

const t = messages.imports;

/** The problems of a file: line, column, what is wrong. */
export const errorColumns: Column<ImportRowError>[] = [
  { id: 'row', header: t.errorColumns.row, accessor: 'row', align: 'right', nowrap: true },
  { id: 'column', header: t.errorColumns.column, accessor: 'column', nowrap: true },
  { id: 'message', header: t.errorColumns.message, accessor: 'message' },
];

/** The committed imports. */
export const historyColumns: Column<ClientImportRow>[] = [
  {
    id: 'createdAt',
    header: t.totals.createdAt,
    accessor: 'createdAt',
    cell: (row) => formatDateTime(row.createdAt),
    nowrap: true,
  },
  { id: 'fileName', header: t.totals.fileName, accessor: 'fileName', longText: true },
  { id: 'clients', header: t.totals.clients, accessor: 'clients', align: 'right', nowrap: true },
  {
    id: 'openingCredit',
    header: t.totals.credit,
    accessor: (row) => Number(row.openingCredit),
    cell: (row) => formatMZN(row.openingCredit),
    align: 'right',
    nowrap: true,
  },
  {
    id: 'openingDebt',
    header: t.totals.debt,
    accessor: (row) => Number(row.openingDebt),
    cell: (row) => formatMZN(row.openingDebt),
    align: 'right',
    nowrap: true,
  },
  { id: 'createdByName', header: t.totals.by, accessor: (row) => row.createdByName ?? '' },
];
