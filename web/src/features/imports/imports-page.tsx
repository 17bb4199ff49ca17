import { messages } from '@agua/domain/messages';
import { ArrowDownTrayIcon, CheckIcon, MagnifyingGlassIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import { historyColumns } from './import-columns.tsx';
import { ImportFilePanel } from './import-file-panel.tsx';
import { IMPORT_PARAM } from './import-param.ts';
import { ImportProgress } from './import-progress.tsx';
import { ImportReport } from './import-report.tsx';
import { UnfinishedImports } from './unfinished-imports.tsx';
import { useClientImport } from './use-client-import.ts';
import { useClientImports } from './use-client-imports.ts';
import { useImportFlow } from './use-import-flow.ts';
import { useUnfinishedImports } from './use-unfinished-imports.ts';

const t = messages.imports;

/**
 * Importar Dados (administrators): the template, a file checked by a dry run (every problem by line and column,
 * nothing saved), then imported all at once by the server's job queue, its progress followed here (its id in the
 * URL); below, the imports left unfinished (each can be followed again) and the imports made so far.
 */
export function ImportsPage() {
  const history = useClientImports();
  const [params, setParams] = useSearchParams();
  const followed = params.get(IMPORT_PARAM);
  const importId = followed && /^\d+$/.test(followed) ? followed : null;
  const following = useClientImport(importId);
  const unfinished = useUnfinishedImports(importId, following.finished);
  const flow = useImportFlow((id) => setParams({ [IMPORT_PARAM]: id }));
  const done = following.job?.state === 'CONCLUIDA';
  // Importações anteriores gains the import once it is done.
  const refetchHistory = useRef(history.refetch);
  refetchHistory.current = history.refetch;
  useEffect(() => {
    if (done) refetchHistory.current();
  }, [done]);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.setup, to: 'setup' }, { label: t.title }]} />}
        actions={
          <Button variant="secondary" icon={ArrowDownTrayIcon} onClick={() => void flow.template()}>
            {t.template}
          </Button>
        }
      />
      <div className="space-y-1 text-sm text-ink-muted">
        <p>{t.intro}</p>
        <p>{t.balanceHint}</p>
      </div>
      <section className="space-y-4 rounded-xl border border-line bg-surface p-4 sm:p-5">
        <ImportFilePanel file={flow.file} refusal={flow.refusal} phase={flow.phase} onChoose={flow.choose} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            icon={MagnifyingGlassIcon}
            onClick={() => void flow.check()}
            disabled={!flow.canCheck}
          >
            {t.check}
          </Button>
          <Button icon={CheckIcon} onClick={() => void flow.commit()} disabled={!flow.canCommit}>
            {t.commit}
          </Button>
        </div>
        {flow.report && <ImportReport report={flow.report} />}
      </section>
      {importId && following.error && !following.job && <ErrorAlert>{t.jobNotFound}</ErrorAlert>}
      {following.job && (
        <div className="rounded-xl border border-line bg-surface p-4 sm:p-5">
          <ImportProgress job={following.job} />
        </div>
      )}
      <UnfinishedImports rows={unfinished} />
      <section className="space-y-3">
        <h2 className="text-base font-semibold text-ink">{t.history}</h2>
        <DataTable
          label={t.history}
          columns={historyColumns}
          rows={history.rows}
          rowKey={(row) => row.importId}
          emptyText={t.historyEmpty}
          loading={history.loading && history.rows.length === 0}
          error={history.error}
          onRetry={history.refetch}
          defaultPageSize={10}
        />
      </section>
    </div>
  );
}
