import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql/gql.ts';
import type { CustomersQueryQuery } from '../../gql/graphql.ts';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { moneyEditText } from '../../ui/form/money-text.ts';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { useToast } from '../../ui/toast/toast-context.ts';
import { ClientEditForm, type ClientEditOutput, type ClientEditValues } from './client-edit-form.tsx';

const t = messages.clients;
const c = t.customers.columns;

// One composite query per page: the gateway batches zones, contracts and contract types, so the REST calls behind it
// stay the same whatever the page size.
const CustomersQuery = graphql(`
  query CustomersQuery($page: Int!, $size: Int!, $search: String, $sort: String) {
    clientsPage(page: $page, size: $size, search: $search, sort: $sort) {
      total
      items {
        clientId
        name
        phoneNumber
        address
        nuit
        zoneId
        alternativeNumber
        observation
        exemptFromFines
        wantsReceiptSMS
        wantsInvoiceSMS
        zone {
          designation
        }
        balance
        contract {
          contractId
          contractStatus
          contractTypeId
          balance
          contractType {
            designation
          }
        }
      }
    }
    zones {
      zoneId
      designation
    }
    contractTypes {
      contractTypeId
      designation
    }
  }
`);

const UpdateCustomer = graphql(`
  mutation UpdateCustomer($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      contractUpdated
      balanceAdjustment
      ...MutationResult
    }
  }
`);

type Row = CustomersQueryQuery['clientsPage']['items'][number];

/**
 * The wizard (contracts/create-contract in the same area) from this page's path (clients/list): features do not
 * import each other's routes, so the link climbs to the area and goes down again.
 */
const WIZARD_FROM_HERE = '../../contracts/create-contract';

const statusLabel = (row: Row) =>
  row.contract ? (row.contract.contractStatus === 1 ? t.status.active : t.status.inactive) : '';

// Column ids are the api's sort fields where the api can sort by them.
const columns: Column<Row>[] = [
  { id: 'clientId', header: c.clientId, accessor: (row) => Number(row.clientId), sortable: true },
  { id: 'name', header: c.name, accessor: 'name', sortable: true },
  { id: 'phoneNumber', header: c.phoneNumber, accessor: 'phoneNumber', sortable: true },
  { id: 'zoneId', header: c.zone, accessor: (row) => row.zone?.designation ?? '', sortable: true },
  {
    id: 'contractType',
    header: c.contractType,
    accessor: (row) => row.contract?.contractType?.designation ?? '',
  },
  { id: 'contractId', header: c.contractId, accessor: (row) => row.contract?.contractId ?? '' },
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
];

function editValues(row: Row): ClientEditValues {
  return {
    client: {
      name: row.name,
      nuit: row.nuit ?? '',
      phoneNumber: row.phoneNumber,
      alternativeNumber: row.alternativeNumber ?? '',
      zoneId: String(row.zoneId),
      address: row.address,
      observation: row.observation ?? '',
      exemptFromFines: row.exemptFromFines,
      wantsReceiptSMS: row.wantsReceiptSMS,
      wantsInvoiceSMS: row.wantsInvoiceSMS,
    },
    contract: row.contract
      ? {
          contractId: String(row.contract.contractId),
          contractTypeId: String(row.contract.contractTypeId),
          balance: moneyEditText(row.contract.balance),
          balanceReason: '',
          active: row.contract.contractStatus === 1,
        }
      : null,
  };
}

/** Clients with their zone, contract, type and balance; a row click opens the edit form. */
export function ClientsListPage() {
  const toast = useToast();
  const user = useSessionUser();
  const table = useServerTable({ columnId: 'clientId', direction: 'asc' });
  const [editing, setEditing] = useState<Row | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(CustomersQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      sort: table.sortParam,
    },
    fetchPolicy: 'cache-and-network',
    context: { toast: false },
  });
  const [updateCustomer, { loading: saving }] = useMutation(UpdateCustomer);
  const current = data ?? previousData;
  const page = current?.clientsPage;

  async function save(values: ClientEditOutput) {
    if (!editing) return;
    setServerError(null);
    try {
      const { data: result } = await updateCustomer({
        variables: {
          input: {
            clientId: String(editing.clientId),
            client: { ...values.client, zoneId: String(values.client.zoneId) },
            contract: values.contract
              ? {
                  contractId: values.contract.contractId,
                  contractTypeId: String(values.contract.contractTypeId),
                  balance: values.contract.balance,
                  balanceReason: values.contract.balanceReason.trim() || null,
                  contractStatus: values.contract.active ? 1 : 0,
                }
              : null,
          },
        },
      });
      const payload = result?.updateCustomer;
      if (payload?.message) {
        setServerError([payload.message, ...payload.inputErrors.map((item) => item.message)].join(' '));
        return;
      }
      toast.show({ type: 'success', message: t.customers.saved });
      if (payload?.balanceAdjustment && values.contract) {
        toast.show({
          type: 'success',
          message: t.customers.balanceAdjusted(
            formatMZN(payload.balanceAdjustment),
            values.contract.balanceReason.trim(),
          ),
        });
      }
      setEditing(null);
      await refetch();
    } catch {
      setServerError(t.dialogs.serverError);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t.customers.title}
        breadcrumb={<Breadcrumb items={[{ label: t.customers.title }]} />}
      />
      {editing && (
        <ClientEditForm
          key={editing.clientId}
          values={editValues(editing)}
          storedBalance={editing.contract?.balance ?? null}
          canAdjustBalance={user.role === 'ADMIN'}
          zones={(current?.zones ?? []).map((zone) => ({
            value: String(zone.zoneId),
            label: zone.designation,
          }))}
          contractTypes={(current?.contractTypes ?? []).map((type) => ({
            value: String(type.contractTypeId),
            label: type.designation,
          }))}
          saving={saving}
          serverError={serverError}
          onSubmit={save}
          onCancel={() => {
            setEditing(null);
            setServerError(null);
          }}
        />
      )}
      <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <SearchInput value={table.search} onChange={table.setSearch} className="max-w-sm" />
        <DataTable
          mode="server"
          density="compact"
          label={t.customers.title}
          columns={columns}
          rows={page?.items ?? []}
          rowKey={(row) => row.clientId}
          emptyText={t.customers.empty}
          loading={loading && !page}
          error={error}
          onRetry={() => void refetch()}
          onRowClick={(row) => {
            setServerError(null);
            setEditing(row);
          }}
          page={table.query.page}
          pageSize={table.query.pageSize}
          sort={table.query.sort}
          total={page?.total ?? 0}
          onChange={table.onChange}
        />
      </section>
    </div>
  );
}
