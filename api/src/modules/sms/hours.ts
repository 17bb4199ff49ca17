// The hours SMS may be sent (docs/domain.md "SMS notices"): 08:00 to 20:00 in Maputo. Africa/Maputo is UTC+2 all
// year (no daylight saving), so the window is computed with that fixed offset; every caller passes its clock's
// instant, so tests move time by injecting a clock.

const MAPUTO_OFFSET_MS = 2 * 3_600_000;
export const SENDING_HOURS = { from: 8, to: 20 } as const;

function maputoHour(at: Date): number {
  return new Date(at.getTime() + MAPUTO_OFFSET_MS).getUTCHours();
}

export function insideSendingHours(at: Date): boolean {
  const hour = maputoHour(at);
  return hour >= SENDING_HOURS.from && hour < SENDING_HOURS.to;
}

/** `at` itself inside the hours; otherwise the next 08:00 in Maputo (the same day before 08:00, else the next). */
export function nextSendingInstant(at: Date): Date {
  if (insideSendingHours(at)) return at;
  const local = new Date(at.getTime() + MAPUTO_OFFSET_MS);
  const nextDay = local.getUTCHours() >= SENDING_HOURS.to ? 1 : 0;
  const opening = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + nextDay,
    SENDING_HOURS.from,
  );
  return new Date(opening - MAPUTO_OFFSET_MS);
}
