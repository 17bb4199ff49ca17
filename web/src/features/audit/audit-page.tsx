import { messages } from '@agua/domain/messages';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import { auditColumns } from './audit-columns.tsx';
import { AuditFilters } from './audit-filters.tsx';
import { useAudit } from './use-audit.ts';

const t = messages.audit;

/**
 * Auditoria (administrators): the audit trail, newest first, by user, record, client and period; read-only. A
 * client's trail is this page with ?clientId= (linked from the client's edit in Clientes).
 */
export function AuditPage() {
  const audit = useAudit();
  return (
    <div className="space-y-6">
      <PageHeader title={t.title} breadcrumb={<Breadcrumb items={[{ label: t.title }]} />} />
      <p className="text-sm text-slate-600 dark:text-slate-300">{t.intro}</p>
      <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <AuditFilters
          key={JSON.stringify(audit.applied)}
          applied={audit.applied}
          users={audit.users}
          onApply={audit.apply}
        />
        <DataTable
          mode="server"
          density="compact"
          label={t.title}
          columns={auditColumns}
          rows={audit.rows}
          rowKey={(row) => row.auditId}
          emptyText={t.empty}
          loading={audit.loading}
          error={audit.error}
          onRetry={audit.refetch}
          page={audit.page.page}
          pageSize={audit.page.pageSize}
          sort={null}
          total={audit.total}
          onChange={(next) => audit.setPage({ page: next.page, pageSize: next.pageSize })}
        />
      </section>
    </div>
  );
}
