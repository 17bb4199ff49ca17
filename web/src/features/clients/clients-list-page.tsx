import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { ClockIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import { useAreaPath } from '../../lib/area.tsx';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { clientColumns } from './client-columns.tsx';
import { ClientEditForm } from './client-edit-form.tsx';
import { CustomersQuery } from './clients-query.ts';
import { useClientEdit } from './use-client-edit.ts';

const t = messages.clients;

/** Clients with their zone, contract, type and balance; a row click opens the edit form. */
export function ClientsListPage() {
  const user = useSessionUser();
  const toArea = useAreaPath();
  const edit = useClientEdit();
  const table = useServerTable({ columnId: 'clientId', direction: 'asc' });
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
  const current = data ?? previousData;
  const page = current?.clientsPage;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t.customers.title}
        breadcrumb={<Breadcrumb items={[{ label: t.customers.title }]} />}
      />
      {edit.editing && user.role === 'ADMIN' && (
        // The client's trail: Auditoria filtered by this client (docs/domain.md "Audit trail").
        <Link
          to={`${toArea('audit')}?clientId=${edit.editing.clientId}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
        >
          <ClockIcon aria-hidden="true" className="size-4" />
          {messages.audit.clientTrail}
        </Link>
      )}
      {edit.editing && edit.values && (
        <ClientEditForm
          key={edit.editing.clientId}
          values={edit.values}
          storedBalance={edit.editing.contract?.balance ?? null}
          canAdjustBalance={user.role === 'ADMIN'}
          zones={(current?.zones ?? []).map((zone) => ({
            value: String(zone.zoneId),
            label: zone.designation,
          }))}
          contractTypes={(current?.contractTypes ?? []).map((type) => ({
            value: String(type.contractTypeId),
            label: type.designation,
          }))}
          saving={edit.saving}
          serverError={edit.serverError}
          onSubmit={async (values) => {
            // Saved and closed: the list shows the new values (a failed refresh keeps the old rows, as before).
            if (await edit.save(values)) await refetch().catch(() => undefined);
          }}
          onCancel={edit.close}
        />
      )}
      <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <SearchInput value={table.search} onChange={table.setSearch} className="max-w-sm" />
        <DataTable
          mode="server"
          density="compact"
          label={t.customers.title}
          columns={clientColumns}
          rows={page?.items ?? []}
          rowKey={(row) => row.clientId}
          emptyText={t.customers.empty}
          loading={loading && !page}
          error={error}
          onRetry={() => void refetch()}
          onRowClick={edit.open}
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
