import { messages } from '@agua/domain/messages';
import { CircleStackIcon, ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import { backupColumns } from './backup-columns.tsx';
import { SETTINGS_PATHS } from './settings-paths.ts';
import { useBackups } from './use-backups.ts';

const t = messages.backups;

/**
 * Cópias de Segurança, reached from Definições (administrators): the snapshots of the whole database, the daily one
 * and those asked for here, with size, duration and checksum, each downloadable; the warning that they hold the
 * password and key hashes.
 */
export function BackupsPage() {
  const [query, setQuery] = useState({ page: 1, pageSize: 10 });
  const backups = useBackups(query.page, query.pageSize);
  const settings = backups.settings;
  return (
    <div className="space-y-6">
      <PageHeader
        title={messages.menu.backups}
        breadcrumb={
          <Breadcrumb
            items={[
              { label: messages.menu.settings, to: SETTINGS_PATHS.settings },
              { label: messages.menu.backups },
            ]}
          />
        }
        actions={
          <Button icon={CircleStackIcon} onClick={() => void backups.request()} disabled={backups.requesting}>
            {t.request}
          </Button>
        }
      />
      <div
        role="note"
        className="flex items-start gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
      >
        <ExclamationTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <div className="space-y-1">
          <p className="font-medium">{t.warning}</p>
          {settings && <p>{settings.encrypted ? t.encrypted : t.notEncrypted}</p>}
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t.intro}{' '}
        {settings &&
          (settings.dailyHour === null || settings.dailyHour === undefined
            ? t.noSchedule(settings.keep)
            : t.schedule(settings.dailyHour, settings.keep))}
      </p>
      <DataTable
        mode="server"
        label={messages.menu.backups}
        columns={backupColumns((row) => void backups.download(row))}
        rows={backups.rows}
        rowKey={(row) => row.backupId}
        emptyText={t.empty}
        loading={backups.loading && backups.rows.length === 0}
        error={backups.error}
        onRetry={backups.refetch}
        page={query.page}
        pageSize={query.pageSize}
        sort={null}
        total={backups.total}
        onChange={(next) => setQuery({ page: next.page, pageSize: next.pageSize })}
      />
    </div>
  );
}
