import { messages } from '@agua/domain/messages';
import clsx from 'clsx';
import { useId } from 'react';
import { controlClass, labelClass } from '../../ui/form/field-styles.ts';

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

/** The period (two months) and the zone every report of the screen follows. */
export function ReportFilters({ value, onChange, zones, error }: ReportFiltersProps) {
  const id = useId();
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-from`} className={labelClass}>
            {f.from}
          </label>
          <input
            id={`${id}-from`}
            type="month"
            required
            value={value.from}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            className={clsx(controlClass(Boolean(error)), 'mt-1 px-3')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            {f.to}
          </label>
          <input
            id={`${id}-to`}
            type="month"
            required
            value={value.to}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            className={clsx(controlClass(Boolean(error)), 'mt-1 px-3')}
          />
        </div>
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
