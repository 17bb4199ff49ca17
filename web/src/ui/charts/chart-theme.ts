import { monthName } from '@agua/domain/dates';

// Colours that read on both the light and the dark surface (mid-tone hues), and the app's own surface, line and
// ink variables for the tooltip, axes and grid, so the charts follow the theme without knowing which one is on.

export const SERIES = {
  brand: '#149bd3',
  teal: '#14a38b',
  amber: '#e0a21b',
  orange: '#ea7a2c',
  rose: '#e5486d',
  violet: '#8b6fe8',
  slate: '#8391a7',
} as const;

export const PALETTE = [SERIES.brand, SERIES.teal, SERIES.amber, SERIES.rose, SERIES.violet, SERIES.orange];

export const axisTick = { fill: 'var(--app-ink-muted)', fontSize: 12 };
export const gridStroke = 'var(--app-line)';
export const tooltipStyle = {
  contentStyle: {
    background: 'var(--app-surface)',
    border: '1px solid var(--app-line-strong)',
    borderRadius: 8,
    color: 'var(--app-ink)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--app-ink)', fontWeight: 600 },
  itemStyle: { color: 'var(--app-ink)' },
  cursor: { fill: 'var(--app-surface-muted)' },
};

/** "2026-03" → "Mar 26": short enough for a phone's axis. */
export function shortMonth(month: string): string {
  return `${monthName(Number(month.slice(5, 7))).slice(0, 3)} ${month.slice(2, 4)}`;
}

const compact = new Intl.NumberFormat('pt-PT', { notation: 'compact', maximumFractionDigits: 1 });
/** Axis numbers: 12 300 → "12,3 mil". */
export const compactNumber = (value: number) => compact.format(value);
