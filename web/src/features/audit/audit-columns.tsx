import { auditEntityLabel } from '@agua/domain/contracts/audit';
import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { Column } from '../../ui/table/column.ts';
import type { AuditRow } from './use-audit.ts';

const t = messages.audit;

function who(row: AuditRow): string {
  if (row.userName) return row.userName;
  if (row.apiKeyName) return t.apiKey(row.apiKeyName);
  return t.system;
}

/** Each changed field on a line of its own: "campo: antes → depois". */
function Changes({ row }: { row: AuditRow }) {
  return (
    <ul className="space-y-0.5 text-xs">
      {row.changes.map((change) => (
        <li key={change.field} className="break-all">
          <span className="font-medium">{change.field}</span>:{' '}
          {change.hidden ? (
            <em>{t.hidden}</em>
          ) : (
            <>
              <span className="text-slate-500 line-through dark:text-slate-400">
                {change.before ?? t.noValue}
              </span>
              {' → '}
              <span>{change.after ?? t.noValue}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export const auditColumns: Column<AuditRow>[] = [
  { id: 'at', header: t.fields.at, accessor: 'at', cell: (row) => formatDateTime(row.at), nowrap: true },
  { id: 'who', header: t.fields.who, accessor: who },
  { id: 'address', header: t.fields.address, accessor: (row) => row.address ?? '—' },
  {
    id: 'entity',
    header: t.fields.entity,
    accessor: (row) => `${auditEntityLabel(row.entity)} ${row.entityId}`,
    cell: (row) => (
      <span>
        {auditEntityLabel(row.entity)}{' '}
        <span className="text-slate-500 dark:text-slate-400">n.º {row.entityId}</span>
      </span>
    ),
  },
  { id: 'action', header: t.fields.action, accessor: (row) => t.actions[row.action] },
  { id: 'changes', header: t.fields.changes, accessor: () => '', cell: (row) => <Changes row={row} /> },
];
