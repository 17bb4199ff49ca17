import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { badRequest } from '../../http/errors.ts';

const a = messages.cuts.api;

/**
 * Cuts and suspensions record what happened: no date after today (Maputo), and no end before the start. Shared by
 * the cut and suspension areas; each names its own fields.
 */
export function checkPeriod(
  period: { startDate: string; endDate?: string | null },
  labels: { start: string; end: string; startField?: string; endField?: string },
  today = todayInMaputo(),
): void {
  if (period.startDate > today) {
    const message = a.futureDate(labels.start);
    throw badRequest(message, [{ field: labels.startField ?? 'startDate', message }]);
  }
  if (!period.endDate) return;
  if (period.endDate > today) {
    const message = a.futureDate(labels.end);
    throw badRequest(message, [{ field: labels.endField ?? 'endDate', message }]);
  }
  if (period.endDate < period.startDate) {
    const message = a.endBeforeStart(labels.end);
    throw badRequest(message, [{ field: labels.endField ?? 'endDate', message }]);
  }
}
