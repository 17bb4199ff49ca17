import type { LegendPayload } from 'recharts';

// The legend of every chart: a plain list of coloured swatches and series names. Recharts' own legend labels each
// swatch "<name> legend icon" in English for screen readers; here the swatch is decoration (hidden) and the name,
// already Portuguese, is the only thing read.

export function ChartLegend({ payload }: { payload?: readonly LegendPayload[] }) {
  if (!payload?.length) return null;
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-xs text-[var(--app-ink-muted)]">
      {payload.map((entry) => (
        <li key={String(entry.value)} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 shrink-0 rounded-sm"
            style={{ background: entry.color }}
          />
          {entry.value}
        </li>
      ))}
    </ul>
  );
}
