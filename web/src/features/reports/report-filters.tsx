import { messages } from '@agua/domain/messages';
import clsx from 'clsx';
import { useId } from 'react';
import { controlClass, labelClass } from '../../ui/form/field-styles.ts';
import { MonthPicker } from '../../ui/form/month-picker.tsx';

export interface ReportFilterValues {
  from: string;
  to: string;
  zoneId: string;
}

interface ReportFiltersProps {
  value: ReportFilterValues;
  onChange: (value: ReportFilterValues) => void;
  zones: readonly { zoneId: string; designation: string }[];
  error?: string | null;
}

const f = messages.reports.filters;

/** The period (two months, in the product's own pt-PT month picker) and the zone every report follows. */
export function ReportFilters({ value, onChange, zones, error }: ReportFiltersProps) {
  const id = useId();
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-3">
        <MonthPicker
          label={f.from}
          value={value.from}
          invalid={Boolean(error)}
          onChange={(from) => onChange({ ...value, from })}
        />
        <MonthPicker
          label={f.to}
          value={value.to}
          invalid={Boolean(error)}
          onChange={(to) => onChange({ ...value, to })}
        />
        <div>
          <label htmlFor={`${id}-zone`} className={labelClass}>
            {f.zone}
          </label>
          <select
            id={`${id}-zone`}
            value={value.zoneId}
            onChange={(event) => onChange({ ...value, zoneId: event.target.value })}
            className={clsx(controlClass(), 'mt-1 pr-8 pl-3')}
          >
            <option value="">{f.allZones}</option>
            {zones.map((zone) => (
              <option key={zone.zoneId} value={zone.zoneId}>
                {zone.designation}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
