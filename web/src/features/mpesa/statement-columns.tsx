import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { LinkIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/table/column.ts';
import type { MpesaMissingReceiptRow, MpesaStatementLineRow } from './mpesa-statement-query.ts';

const s = messages.mpesa.statement;
const f = s.fields;

type Line = MpesaStatementLineRow;

export interface StatementColumnActions {
  /** A receipt's number as a button that opens its PDF. */
  receipt: (receiptId: string | number | null | undefined) => ReactNode;
  /** Set for an administrator: an unmatched line offers 'Associar a cliente'. */
  attach?: (line: Line) => void;
}

/** A group's columns: every line's own, then the expected amount (mismatched), or what to do with it (unmatched). */
export function lineColumns(match: string, actions: StatementColumnActions): Column<Line>[] {
  const common: Column<Line>[] = [
    { id: 'row', header: f.row, accessor: 'row', nowrap: true },
    { id: 'transactionId', header: f.transactionId, accessor: 'transactionId', nowrap: true },
    {
      id: 'completedAt',
      header: f.completedAt,
      accessor: (row) => row.completedAt ?? '',
      cell: (row) => (row.completedAt ? formatDateTime(row.completedAt) : ''),
      nowrap: true,
    },
    { id: 'msisdn', header: f.msisdn, accessor: (row) => row.msisdn ?? '', nowrap: true },
    {
      id: 'amount',
      header: f.amount,
      accessor: (row) => Number(row.amount),
      cell: (row) => formatMZN(row.amount),
      align: 'right',
      nowrap: true,
    },
  ];
  const expected: Column<Line>[] = [
    {
      id: 'expectedAmount',
      header: f.expectedAmount,
      accessor: (row) => Number(row.expectedAmount ?? 0),
      cell: (row) => (row.expectedAmount ? formatMZN(row.expectedAmount) : ''),
      align: 'right',
      nowrap: true,
    },
  ];
  if (match !== 'UNMATCHED') {
    return [
      ...common,
      ...(match === 'MISMATCHED' ? expected : []),
      { id: 'client', header: f.client, accessor: (row) => row.clientName ?? '' },
      {
        id: 'receipt',
        header: f.receipt,
        accessor: (row) => row.receiptId ?? '',
        cell: (row) => actions.receipt(row.receiptId),
        nowrap: true,
      },
    ];
  }
  const { attach } = actions;
  return [
    ...common,
    { id: 'details', header: f.details, accessor: (row) => row.details ?? '', longText: true },
    ...(attach
      ? [
          {
            id: 'attach',
            header: messages.mpesa.screens.actions,
            accessor: () => '',
            sortable: false,
            // Wraps onto two lines in a phone's card rather than pushing the card sideways.
            cell: (row: Line) => (
              <Button
                variant="secondary"
                icon={LinkIcon}
                className="min-h-8 max-w-full py-1 text-left"
                aria-label={`${s.screens.attach}: ${row.transactionId}`}
                onClick={() => attach(row)}
              >
                {s.screens.attach}
              </Button>
            ),
          },
        ]
      : []),
  ];
}

/** The receipts of M-Pesa payments the statement lacks. */
export function missingColumns(actions: StatementColumnActions): Column<MpesaMissingReceiptRow>[] {
  return [
    {
      id: 'receipt',
      header: f.receipt,
      accessor: (row) => Number(row.receiptId),
      cell: (row) => actions.receipt(row.receiptId),
      nowrap: true,
    },
    { id: 'reference', header: f.transactionId, accessor: (row) => row.reference ?? '', nowrap: true },
    {
      id: 'paymentDate',
      header: f.paymentDate,
      accessor: 'paymentDate',
      cell: (row) => formatDateTime(row.paymentDate),
      nowrap: true,
    },
    { id: 'client', header: f.client, accessor: 'clientName' },
    {
      id: 'amount',
      header: messages.mpesa.fields.amount,
      accessor: (row) => Number(row.amount),
      cell: (row) => formatMZN(row.amount),
      align: 'right',
      nowrap: true,
    },
  ];
}
