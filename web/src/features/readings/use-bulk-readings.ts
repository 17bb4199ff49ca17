import type { ReadingState } from '@agua/domain/contracts/reading';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import type { RowKey } from '../../ui/table/data-table.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { BulkUpdateReadingsMutation } from './readings-query.ts';

const t = messages.readings;
const b = messages.fieldReadings.bulk;

interface BulkReadingsOptions {
  /** The listed readings' total, and whether it is the current filter's (not the previous one's, still loading). */
  total: number;
  settled: boolean;
  selected: ReadonlySet<RowKey>;
  zoneId: string | null;
  search: string | null;
  /** Applied: the ticks clear and the list starts again at page 1. */
  onUpdated: () => void;
  reload: () => Promise<unknown>;
}

/**
 * Leituras Pendentes' state change: the state chosen, the user's yes asked for every listed reading (one
 * all-or-nothing request that sends the filter rather than the ids) or for the ticked ones, then the list reloads.
 * Approval leaves the flagged readings pending (docs/domain.md "Readings from the field"); when some were left, a
 * second question naming how many offers to approve them too.
 */
export function useBulkReadings({
  total,
  settled,
  selected,
  zoneId,
  search,
  onUpdated,
  reload,
}: BulkReadingsOptions) {
  const dialog = useDialog();
  const toast = useToast();
  const [bulkState, setBulkState] = useState<ReadingState | ''>('');
  // The bulk change waiting for the user's yes: every listed reading, or the ticked ones.
  const [asking, setAsking] = useState<'all' | 'selected' | null>(null);
  // The flagged readings an approval left pending, waiting for the second yes.
  const [flagged, setFlagged] = useState<{ target: 'all' | 'selected'; count: number } | null>(null);
  const [bulkUpdate, bulk] = useMutation(BulkUpdateReadingsMutation);

  async function apply(target: 'all' | 'selected', includeFlagged = false) {
    setAsking(null);
    setFlagged(null);
    if (!bulkState) return;
    if (target === 'all' && (total === 0 || !settled)) return;
    if (target === 'selected' && selected.size === 0) return;
    const input =
      target === 'all'
        ? { filter: { state: 'PENDING' as const, zoneId, search }, state: bulkState, includeFlagged }
        : { readingIds: [...selected].map(String), state: bulkState, includeFlagged };
    try {
      const answer = await bulkUpdate({ variables: { input } });
      const payload = answer.data?.bulkUpdateReadings;
      if (payload?.message) {
        dialog.open({
          title: t.titles.pending,
          message: payload.message,
          type: 'error',
          showConfirmButton: true,
        });
        return;
      }
      const left = payload?.flaggedLeftPending ?? 0;
      toast.show({
        type: 'success',
        message:
          left > 0
            ? `${t.bulkUpdated(payload?.updated ?? 0)} ${b.flaggedLeftOut(left)}`
            : t.bulkUpdated(payload?.updated ?? 0),
      });
      if (left > 0) {
        setFlagged({ target, count: left });
        return;
      }
      setBulkState('');
      onUpdated();
    } catch (error) {
      dialog.open({
        title: t.titles.pending,
        message: error instanceof Error ? error.message : t.failure,
        type: 'error',
        showConfirmButton: true,
      });
    } finally {
      await reload();
    }
  }

  return {
    bulkState,
    setBulkState,
    asking,
    ask: setAsking,
    cancel: () => setAsking(null),
    askedCount: asking === 'selected' ? selected.size : total,
    apply,
    flagged,
    includeFlagged: () => flagged && void apply(flagged.target, true),
    leaveFlagged: () => {
      setFlagged(null);
      setBulkState('');
      onUpdated();
    },
    busy: bulk.loading,
  };
}
