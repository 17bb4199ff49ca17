import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { formatPhone } from '@agua/domain/rules/phone';
import { Link } from 'react-router';
import { DebtSummary } from '../../ui/debt-summary.tsx';
import type { Column } from '../../ui/table/column.ts';
import type { ClientRow } from './clients-query.ts';

const t = messages.clients;
const c = t.customers.columns;

/**
 * The wizard (contracts/create-contract in the same area) from this page's path (clients/list): features do not
 * import each other's routes, so the link climbs to the area and goes down again.
 */
const WIZARD_FROM_HERE = '../../contracts/create-contract';
/** The client page (Ficha do Cliente, client-statement/client) from here. */
const CLIENT_PAGE_FROM_HERE = '../../client-statement/client';

const statusLabel = (row: ClientRow) =>
  row.contract ? (row.contract.contractStatus === 1 ? t.status.active : t.status.inactive) : '';

// Column ids are the api's sort fields where the api can sort by them.
export const clientColumns: Column<ClientRow>[] = [
  { id: 'clientId', header: c.clientId, accessor: (row) => Number(row.clientId), sortable: true },
  {
    id: 'name',
    header: c.name,
    accessor: 'name',
    sortable: true,
    // The name opens the client page; a click elsewhere on the row opens the edit form.
    cell: (row) => (
      <Link
        to={`${CLIENT_PAGE_FROM_HERE}?id=${encodeURIComponent(String(row.clientId))}`}
        relative="path"
        onClick={(event) => event.stopPropagation()}
        aria-label={messages.clientStatement.page.openPage(row.name)}
        className="font-medium text-accent underline-offset-2 hover:underline"
      >
        {row.name}
      </Link>
    ),
  },
  {
    id: 'phoneNumber',
    header: c.phoneNumber,
    accessor: 'phoneNumber',
    cell: (row) => formatPhone(row.phoneNumber),
    sortable: true,
  },
  { id: 'zoneId', header: c.zone, accessor: (row) => row.zone?.designation ?? '', sortable: true },
  {
    id: 'contractType',
    header: c.contractType,
    accessor: (row) => row.contract?.contractType?.designation ?? '',
    cell: (row) =>
      row.contract ? (
        <>
          {row.contract.contractType?.designation ?? ''}
          <span className="block text-xs text-ink-muted">
            {t.customers.contractNumber(String(row.contract.contractId))}
          </span>
        </>
      ) : null,
  },
  {
    id: 'contractStatus',
    header: c.contractStatus,
    accessor: statusLabel,
    // A client left without contract (the wizard abandoned after step 1): the wizard resumes at its step 2.
    cell: (row) =>
      row.contract ? (
        statusLabel(row)
      ) : (
        <Link
          to={`${WIZARD_FROM_HERE}?clientId=${encodeURIComponent(String(row.clientId))}`}
          relative="path"
          aria-label={t.customers.createContractFor(row.name)}
          className="font-medium text-accent underline-offset-2 hover:underline"
        >
          {t.customers.createContract}
        </Link>
      ),
  },
  {
    id: 'balance',
    header: c.balance,
    accessor: 'balance',
    cell: (row) => formatMZN(row.balance),
    align: 'right',
  },
  {
    id: 'debt',
    header: messages.clientStatement.debt.title,
    accessor: (row) => row.debt.total,
    cell: (row) => <DebtSummary debt={row.debt} compact />,
    align: 'right',
  },
];
