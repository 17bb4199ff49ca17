import { type CutBulkCreateBody, cutBulkCreateSchema } from '@agua/domain/contracts/cut';
import { FILES, filePath } from '@agua/domain/contracts/files';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { saveBlob, useFileFetch } from '../../lib/files/fetch-file.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { RegisterCutsMutation } from './cut-candidates-query.ts';
import { cacheNewCuts } from './cuts-cache.ts';

const s = messages.cuts.candidates;
const d = messages.dialog;

/**
 * What Candidatos a Corte does with the chosen meters: their printed cut orders (one PDF, saved), or their cuts
 * registered together in one call (administrators), each outcome said in the dialog.
 */
export function useCandidateActions(meterIds: string[], startDate: string | null, onRegistered: () => void) {
  const dialog = useDialog();
  const fetchFile = useFileFetch();
  const [printing, setPrinting] = useState(false);
  const [registerCuts, registering] = useMutation(RegisterCutsMutation);

  async function print() {
    setPrinting(true);
    try {
      // 'Gerar Ordens de Corte': one PDF of the chosen meters' orders, streamed by the gateway's /files route.
      const { blob } = await fetchFile(filePath(FILES.cutOrders, {}, { meterIds: meterIds.join(',') }));
      saveBlob(blob, messages.cuts.orders.fileName);
    } catch (error) {
      dialog.open({
        title: d.errorTitle,
        message: (error instanceof Error && error.message) || s.ordersError,
        type: 'error',
        showConfirmButton: true,
      });
    } finally {
      setPrinting(false);
    }
  }

  const input = (): CutBulkCreateBody => ({ meterIds: meterIds.map(Number), startDate: startDate ?? '' });

  /** What is wrong with the start date, in the domain rule's words; null when the cuts can be registered. */
  function startDateProblem(): string | null {
    const checked = cutBulkCreateSchema.safeParse(input());
    if (checked.success) return null;
    return checked.error.issues[0]?.message ?? d.unexpected;
  }

  async function register() {
    // The page asks startDateProblem first and says it under the field; nothing invalid is ever sent.
    const checked = cutBulkCreateSchema.safeParse(input());
    if (!checked.success) return;
    dialog.open({ title: d.processingTitle, message: d.loading, type: 'loading', isProcessing: true });
    const failed = (message: string, details?: string) =>
      dialog.update({
        title: messages.cuts.errorTitle,
        message,
        type: 'error',
        isProcessing: false,
        showConfirmButton: true,
        errorDetails: details,
      });
    try {
      const answer = await registerCuts({
        variables: { input: { meterIds, startDate: checked.data.startDate } },
        update(cache, { data: done }) {
          cacheNewCuts(cache, done?.registerCuts.cuts ?? []);
        },
      });
      const payload = answer.data?.registerCuts;
      if (!payload || payload.message) {
        failed(
          payload?.message ?? messages.cuts.unexpectedError,
          payload?.refused.map((row) => `• ${row.meterId}: ${row.message}`).join('\n') ||
            payload?.inputErrors.map((row) => `• ${row.message}`).join('\n') ||
            undefined,
        );
        return;
      }
      onRegistered();
      dialog.update({
        title: d.successTitle,
        message: s.registered(payload.cuts.length),
        type: 'success',
        isProcessing: false,
        showConfirmButton: true,
      });
    } catch (error) {
      failed(messages.cuts.unexpectedError, error instanceof Error ? error.message : undefined);
    }
  }

  return { print, printing, register, registering: registering.loading, startDateProblem };
}
