// Month arithmetic and Maputo times for the demo history.

export interface Period {
  year: number;
  month: number;
}

export function shiftMonth({ year, month }: Period, delta: number): Period {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const isoDay = ({ year, month }: Period, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** 10:00 in Maputo (UTC+2, no daylight saving) on a calendar day, plus some minutes, as an instant. */
export const maputoMorning = (day: string, minutes = 0): Date =>
  new Date(Date.parse(`${day}T08:00:00Z`) + minutes * 60_000);
