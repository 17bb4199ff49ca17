import { messages } from '@agua/domain/messages';
import clsx from 'clsx';
import type { Column } from '../../ui/table/column.ts';

/** Activo / Não Activo, as the setup tables show the active flag. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium',
        active
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-500/15 dark:text-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx('size-1.5 rounded-full', active ? 'bg-emerald-500' : 'bg-slate-400')}
      />
      {active ? messages.setup.activeLabel : messages.setup.inactiveLabel}
    </span>
  );
}

export const activeText = (active: boolean) =>
  active ? messages.setup.activeLabel : messages.setup.inactiveLabel;

/** The Estado column of a table whose rows carry an active flag. */
export function activeColumn<Row extends { active: boolean }>(): Column<Row> {
  return {
    id: 'active',
    header: messages.setup.fields.state,
    accessor: (row) => activeText(row.active),
    cell: (row) => <ActiveBadge active={row.active} />,
    sortable: true,
  };
}
