// The utility's clock is Africa/Maputo (UTC+2, no daylight saving): "today" and "this month" are counted there.

export const TIME_ZONE = 'Africa/Maputo';

export const MONTHS_PT = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** The short names pt-PT prints on calendars and in tables ("Mai 2026"): three letters, no full stop. */
export const MONTHS_PT_SHORT = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
] as const;

export function monthName(month: number): string {
  const name = MONTHS_PT[month - 1];
  if (!name) throw new RangeError(`Mês inválido: ${month}`);
  return name;
}

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** YYYY-MM (a report's or a filter's month) → "Mai 2026"; empty for a missing or malformed value. */
export function formatMonth(value: string | null | undefined): string {
  const match = value ? YEAR_MONTH.exec(value) : null;
  if (!match) return '';
  const name = MONTHS_PT_SHORT[Number(match[2]) - 1];
  return name ? `${name} ${match[1]}` : '';
}

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function maputoParts(instant: Date) {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** Today's calendar date in Maputo as YYYY-MM-DD. */
export function todayInMaputo(now: Date = new Date()): string {
  const p = maputoParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * An instant as a file name's stamp in Maputo time, 20261128-012512: the time on the office's clock when the file
 * was made, sortable, with no character a file system refuses.
 */
export function fileStamp(now: Date = new Date()): string {
  const p = maputoParts(now);
  return `${p.year}${p.month}${p.day}-${p.hour}${p.minute}${p.second}`;
}

/** The current year and month (1-12) in Maputo. */
export function currentPeriod(now: Date = new Date()): { year: number; month: number } {
  const p = maputoParts(now);
  return { year: Number(p.year), month: Number(p.month) };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** YYYY-MM-DD (or an ISO instant's date part) → dd/mm/aaaa, as pt-PT writes dates; empty for missing values. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = ISO_DATE.exec(value);
  if (!match) return '';
  if (value.length > 10) {
    const p = maputoParts(new Date(value));
    return `${p.day}/${p.month}/${p.year}`;
  }
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** ISO instant → dd/mm/aaaa hh:mm:ss in Maputo time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const p = maputoParts(instant);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** dd/mm/aaaa (as shown) → YYYY-MM-DD, or null when it is not a real calendar date. */
export function parseDisplayDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDate(iso) ? iso : null;
}

/** True for a YYYY-MM-DD string naming a day that exists. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
