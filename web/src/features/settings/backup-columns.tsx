import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/table/column.ts';
import type { BackupRow } from './use-backups.ts';

const t = messages.backups;
const number = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 1 });

/** 1 234 567 bytes → "1,2 MB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number.format(value)} ${units[unit]}`;
}

export function backupColumns(onDownload: (row: BackupRow) => void): Column<BackupRow>[] {
  return [
    {
      id: 'createdAt',
      header: t.fields.createdAt,
      accessor: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
      nowrap: true,
    },
    {
      id: 'trigger',
      header: t.fields.trigger,
      accessor: (row) => t.triggers[row.trigger],
      cell: (row) =>
        row.requestedByName ? `${t.triggers[row.trigger]} · ${row.requestedByName}` : t.triggers[row.trigger],
    },
    {
      id: 'status',
      header: t.fields.status,
      accessor: (row) => t.statuses[row.status],
      cell: (row) =>
        row.error ? <span title={row.error}>{t.statuses[row.status]}</span> : t.statuses[row.status],
    },
    {
      id: 'size',
      header: t.fields.size,
      accessor: (row) => row.sizeBytes ?? 0,
      cell: (row) =>
        row.sizeBytes === null || row.sizeBytes === undefined ? '—' : formatBytes(row.sizeBytes),
      align: 'right',
      nowrap: true,
    },
    {
      id: 'duration',
      header: t.fields.duration,
      accessor: (row) => row.durationMs ?? 0,
      cell: (row) =>
        row.durationMs === null || row.durationMs === undefined
          ? '—'
          : `${number.format(row.durationMs / 1000)} s`,
      align: 'right',
      nowrap: true,
    },
    {
      id: 'checksum',
      header: t.fields.checksum,
      accessor: (row) => row.checksum ?? '',
      cell: (row) =>
        row.checksum ? (
          <code className="font-mono text-xs" title={row.checksum}>
            {row.checksum.slice(0, 16)}…
          </code>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: '',
      accessor: () => '',
      align: 'right',
      cell: (row) =>
        row.status === 'DONE' ? (
          <Button
            variant="secondary"
            icon={ArrowDownTrayIcon}
            onClick={() => onDownload(row)}
            aria-label={t.downloadOf(row.fileName ?? '')}
            className="h-8"
          >
            {t.download}
          </Button>
        ) : null,
    },
  ];
}
