import { messages } from '@agua/domain/messages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../ui/toast/toast-context.ts';
import {
  type MpesaStatementLineRow,
  MpesaStatementLinesQuery,
  MpesaStatementQuery,
  MpesaStatementsQuery,
} from './mpesa-statement-query.ts';
import { type StatementRowError, StatementUploadError, useStatementUpload } from './statement-upload.ts';

const s = messages.mpesa.statement;

/** Why the api refused a statement, and its bad rows. */
export interface StatementRefusal {
  message: string;
  rows: StatementRowError[];
}

/**
 * Reconciliação M-Pesa's state: the statements uploaded (the newest shown unless another is chosen), the chosen
 * one's lines, the upload of a new export (its refusal kept to show), and the unmatched line being attached.
 */
export function useStatementReconciliation() {
  const toast = useToast();
  const client = useApolloClient();
  const upload = useStatementUpload();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<StatementRefusal | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [attaching, setAttaching] = useState<MpesaStatementLineRow | null>(null);

  const list = useQuery(MpesaStatementsQuery, { fetchPolicy: 'cache-and-network' });
  const statements = list.data?.mpesaStatements.items ?? [];
  const statementId = chosen ?? (statements[0] ? String(statements[0].id) : null);
  const current = useQuery(MpesaStatementQuery, {
    variables: { id: statementId ?? '' },
    skip: !statementId,
    fetchPolicy: 'cache-and-network',
  });

  async function send() {
    if (!file || uploading) return;
    setUploading(true);
    setRefusal(null);
    try {
      const id = await upload(file);
      await list.refetch();
      setChosen(id);
      setFile(null);
      toast.show({ type: 'success', message: s.screens.uploaded });
    } catch (error) {
      const known = error instanceof StatementUploadError;
      setRefusal({
        message: known && error.message ? error.message : messages.http.other,
        rows: known ? error.rows : [],
      });
    } finally {
      setUploading(false);
    }
  }

  return {
    file,
    chooseFile(next: File | null) {
      setFile(next);
      setRefusal(null);
    },
    uploading,
    refusal,
    send,
    statements,
    statementsLoading: list.loading,
    statementId,
    choose: setChosen,
    statement: current.data?.mpesaStatement ?? null,
    attaching,
    attach: setAttaching,
    /** The line was attached to a client: the dialog closes, the toast says so, the statement and its pages are read again. */
    attached(receiptId: string) {
      setAttaching(null);
      toast.show({ type: 'success', message: s.screens.attached(receiptId) });
      void client.refetchQueries({ include: [MpesaStatementQuery, MpesaStatementLinesQuery] });
    },
  };
}

export type StatementReconciliation = ReturnType<typeof useStatementReconciliation>;
