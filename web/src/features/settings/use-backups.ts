import { FILES, filePath } from '@agua/domain/contracts/files';
import { messages } from '@agua/domain/messages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { BackupsQueryQuery } from '../../gql/graphql.ts';
import { saveBlob, useFileFetch } from '../../lib/files/fetch-file.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { useToast } from '../../ui/toast/toast-context.ts';

const t = messages.backups;

const BackupsQuery = graphql(`
  query BackupsQuery($page: Int!, $size: Int!) {
    backupSettings {
      dailyHour
      keep
      encrypted
    }
    backupsPage(page: $page, size: $size) {
      total
      items {
        backupId
        trigger
        status
        requestedByName
        fileName
        createdAt
        durationMs
        sizeBytes
        checksum
        rows
        error
      }
    }
  }
`);
const RequestBackup = graphql(`
  mutation RequestBackup {
    requestBackup {
      ...MutationResult
    }
  }
`);

export type BackupRow = BackupsQueryQuery['backupsPage']['items'][number];

/**
 * Cópias de Segurança's flows: the list (polled while one is queued or running, so it shows up done), asking for a
 * backup now (the job queue takes it), and downloading a file through /files.
 */
export function useBackups(page: number, size: number) {
  const client = useApolloClient();
  const dialog = useDialog();
  const toast = useToast();
  const fetchFile = useFileFetch();
  const [requesting, setRequesting] = useState(false);
  const query = useQuery(BackupsQuery, { variables: { page, size }, fetchPolicy: 'cache-and-network' });
  const rows = (query.data ?? query.previousData)?.backupsPage.items ?? [];
  const pending = rows.some((row) => row.status === 'QUEUED' || row.status === 'RUNNING');
  const { startPolling, stopPolling } = query;
  // Polling only while a backup is on its way.
  useEffect(() => {
    if (pending) startPolling(1500);
    else stopPolling();
  }, [pending, startPolling, stopPolling]);

  const fail = (message: string) =>
    dialog.open({ title: messages.dialog.errorTitle, message, type: 'error', showConfirmButton: true });

  async function request() {
    setRequesting(true);
    try {
      const payload = (await client.mutate({ mutation: RequestBackup })).data?.requestBackup;
      if (payload?.message) return fail(payload.message);
      toast.show({ type: 'success', message: t.requested });
      await query.refetch();
    } catch (error) {
      fail(error instanceof Error && error.message ? error.message : messages.dialog.unexpected);
    } finally {
      setRequesting(false);
    }
  }

  async function download(row: BackupRow) {
    try {
      const { blob, fileName } = await fetchFile(filePath(FILES.backupFile, { backupId: row.backupId }));
      saveBlob(blob, fileName ?? row.fileName ?? 'agua.backup');
    } catch (error) {
      fail(error instanceof Error && error.message ? error.message : messages.dialog.unexpected);
    }
  }

  const result = query.data ?? query.previousData;
  return {
    rows,
    total: result?.backupsPage.total ?? 0,
    settings: result?.backupSettings,
    loading: query.loading,
    error: query.error,
    refetch: () => void query.refetch(),
    requesting,
    request,
    download,
  };
}
