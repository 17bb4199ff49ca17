import type { ReadingState } from '@agua/domain/contracts/reading';
import { MONTHS_PT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { economicYears } from '@agua/domain/rules/reading';
import type { Option } from '../../ui/form/option.ts';

/** The current year and the 9 before. */
export function yearOptions(now: Date = new Date()): Option<string>[] {
  return economicYears(now).map((year) => ({ value: String(year), label: String(year) }));
}

export const monthOptions: Option<string>[] = MONTHS_PT.map((name, index) => ({
  value: String(index + 1),
  label: name,
}));

export const READING_STATE_OPTIONS: Option<ReadingState>[] = (
  ['PENDING', 'APPROVED', 'CANCELED'] as const
).map((state) => ({ value: state, label: messages.readings.states[state] ?? state }));

export const stateLabel = (state: string) => messages.readings.states[state] ?? state;
