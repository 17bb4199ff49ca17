import { messages } from '@agua/domain/messages';
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { ChevronUpDownIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { FieldErrorDescription } from './field-error.tsx';
import { controlClass, hintClass, labelClass } from './field-styles.ts';

const t = messages.widgets.combobox;

/** One meter of a zone as the picker shows it: its client, its serial number, its address and a mark. */
export interface MeterPick {
  meterId: string;
  clientId: string;
  client: string;
  serial: string;
  address: string;
  /** A short word beside it ('Por ler'), and whether it stands out (still to do) or fades (done). */
  /** Still to read, read this month, or out of the route (no active contract: nothing to read). */
  mark?: { label: string; tone: 'pending' | 'read' | 'none' };
}

interface MeterComboboxProps {
  label: string;
  /** The zone's meters, in the order they are walked. */
  meters: readonly MeterPick[];
  value: string;
  onChange: (meter: MeterPick) => void;
  placeholder?: string;
  hint?: string;
  error?: string | null;
  /** The meters are on their way: the open list says so rather than 'no results'. */
  loading?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A zone of 50,000 meters stays quick to type in: only the first matches are drawn. */
const SHOWN = 60;

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-PT');

/**
 * One searchable choice of a zone's meter, by the client's name, the serial number printed on the meter or the
 * address (accents and case ignored), each with its mark; the zone's meters are in the browser already, so no
 * key waits for the network. Headless UI's Combobox gives the arrow keys, Enter, Escape and the ARIA roles.
 */
export function MeterCombobox({
  label,
  meters,
  value,
  onChange,
  placeholder,
  hint,
  error,
  loading = false,
  disabled,
  className,
}: MeterComboboxProps) {
  const [text, setText] = useState('');
  const searchable = useMemo(
    () =>
      meters.map((meter) => ({ meter, text: normalise(`${meter.client} ${meter.serial} ${meter.address}`) })),
    [meters],
  );
  const needle = normalise(text.trim());
  const shown = useMemo(() => {
    const found = needle ? searchable.filter((row) => row.text.includes(needle)) : searchable;
    return found.slice(0, SHOWN).map((row) => row.meter);
  }, [searchable, needle]);
  const chosen = meters.find((meter) => meter.meterId === value) ?? null;

  return (
    <Field className={className} disabled={disabled}>
      <Label className={labelClass}>
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
          *
        </span>
      </Label>
      <Combobox
        value={chosen}
        by={(a, b) => a?.meterId === b?.meterId}
        onChange={(meter) => meter && onChange(meter)}
        onClose={() => setText('')}
        immediate
      >
        <div className="relative mt-1">
          <ComboboxInput<MeterPick | null>
            className={clsx(controlClass(Boolean(error)), 'pr-9 pl-3')}
            displayValue={(meter) => (meter ? `${meter.client} · ${meter.serial}` : '')}
            placeholder={placeholder}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <ComboboxButton
            aria-label={t.open}
            className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
          >
            <ChevronUpDownIcon aria-hidden="true" className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className={clsx(
            'z-50 w-(--input-width) max-h-80 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] empty:invisible',
            'dark:border-slate-700 dark:bg-slate-800',
          )}
        >
          {shown.map((meter) => (
            <ComboboxOption
              key={meter.meterId}
              value={meter}
              className="flex cursor-default items-start gap-2 px-3 py-2 text-slate-900 select-none data-focus:bg-sky-100 data-selected:font-semibold dark:text-slate-100 dark:data-focus:bg-sky-900/60"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate">{meter.client}</span>
                <span className="block truncate text-xs font-normal text-slate-600 dark:text-slate-300">
                  {meter.serial} · {meter.address}
                </span>
              </span>
              {meter.mark && (
                <span
                  className={clsx(
                    'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
                    meter.mark.tone === 'pending' &&
                      'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
                    meter.mark.tone === 'read' &&
                      'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200',
                    meter.mark.tone === 'none' &&
                      'bg-slate-100 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200',
                  )}
                >
                  {meter.mark.label}
                </span>
              )}
            </ComboboxOption>
          ))}
          {shown.length === 0 && (
            <div role="status" className="px-3 py-1.5 text-slate-500 dark:text-slate-400">
              {loading ? t.searching : t.noResults}
            </div>
          )}
        </ComboboxOptions>
      </Combobox>
      {hint && !error && <Description className={clsx(hintClass, 'mt-1')}>{hint}</Description>}
      <FieldErrorDescription message={error} />
    </Field>
  );
}
