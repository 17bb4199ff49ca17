import { FILES, filePath } from '@agua/domain/contracts/files';
import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePdfWindow } from '../../lib/files/use-pdf-window.ts';
import { ClientPageQuery } from './client-page-query.ts';

const t = messages.clientStatement;

/** The client page's state: the client from ?id=, the statement's period (12 months up to today) and its PDF. */
export function useClientPage() {
  const [params] = useSearchParams();
  const clientId = params.get('id') ?? '';
  const today = todayInMaputo();
  const [period, setPeriod] = useState({ from: addDays(today, -365), to: today });
  const [draft, setDraft] = useState(period);
  const { data, previousData, loading, error, refetch } = useQuery(ClientPageQuery, {
    variables: { clientId, from: period.from, to: period.to },
    skip: !clientId,
    fetchPolicy: 'cache-and-network',
  });
  const pdf = usePdfWindow({
    title: t.statement.title,
    loading: t.page.pdfLoading,
    errorTitle: messages.dialog.errorTitle,
    errorMessage: t.page.pdfError,
  });
  const current = data ?? previousData;
  return {
    clientId,
    client: current?.client ?? null,
    statement: current?.clientStatement ?? null,
    loading,
    error,
    refetch,
    draft,
    setDraft,
    /** 'Mostrar': the statement follows the period typed (an inverted one is refused by the api, said inline). */
    apply: () => setPeriod(draft),
    periodInverted: draft.from > draft.to,
    openPdf: () =>
      void pdf.open(filePath(FILES.clientStatement, { clientId }, { from: period.from, to: period.to })),
  };
}

export type ClientPageState = ReturnType<typeof useClientPage>;
