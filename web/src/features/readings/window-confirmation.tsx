import { messages } from '@agua/domain/messages';
import type { ComponentPropsWithRef } from 'react';
import { TextField } from '../../ui/form/text-field.tsx';

const w = messages.fieldReadings.window;

/** Where the meter's next index is expected (the api's readingExpectation). */
export interface ExpectedWindow {
  expectedLow: number;
  expectedHigh: number;
  digits: number;
}

/** A value is expected when it, or it past a wrap of the register, falls in the window. */
export function isOutsideWindow(value: string, window: ExpectedWindow | undefined): boolean {
  if (!window || !/^\d+$/.test(value)) return false;
  const index = Number(value);
  const inside = (v: number) => v >= window.expectedLow && v <= window.expectedHigh;
  return !inside(index) && !inside(index + 10 ** window.digits);
}

type WindowConfirmationProps = Omit<ComponentPropsWithRef<'input'>, 'value'> & {
  window: ExpectedWindow;
  value: string;
  currentReading: string;
};

/**
 * Said at once when Leitura Actual falls outside the expected window (GSAN's bands, docs/domain.md "Readings from the
 * field"): the reader types the value again, and the form saves only when both agree.
 */
export function WindowConfirmation({ window, value, currentReading, ...input }: WindowConfirmationProps) {
  return (
    <div className="space-y-3 sm:col-span-2">
      <p
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
      >
        {w.outside(window.expectedLow, window.expectedHigh)}
      </p>
      <TextField
        label={w.retype}
        {...input}
        digitsOnly
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        required
        error={value !== '' && value !== currentReading ? w.mismatch : null}
      />
    </div>
  );
}
