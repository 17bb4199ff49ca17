import type { ImportState } from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import clsx from 'clsx';

const STATE_TONE: Record<ImportState, string> = {
  EM_FILA: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  A_IMPORTAR: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  CONCLUIDA: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  FALHOU: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
};

/** A queued import's state as a coloured label: Em fila, A importar, Concluída, Falhou. */
export function ImportStateBadge({ state }: { state: ImportState }) {
  return (
    <span className={clsx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', STATE_TONE[state])}>
      {messages.imports.states[state]}
    </span>
  );
}
