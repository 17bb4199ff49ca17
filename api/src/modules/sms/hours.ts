// The hours SMS may be sent (docs/domain.md "SMS notices"): 08:00 to 20:00 in Maputo unless SMS_SENDING_HOURS
// says otherwise. Africa/Maputo is UTC+2 all year (no daylight saving), so the window is computed with that fixed
// offset; every caller passes its clock's instant, so tests move time by injecting a clock.

const MAPUTO_OFFSET_MS = 2 * 3_600_000;
export interface SendingHours {
  /** First hour (0–23) messages go out, Maputo time. */
  from: number;
  /** Hour (1–24) from which they wait for the next day. */
  to: number;
}
export const SENDING_HOURS: SendingHours = { from: 8, to: 20 };

function maputoHour(at: Date): number {
  return new Date(at.getTime() + MAPUTO_OFFSET_MS).getUTCHours();
}

export function insideSendingHours(at: Date, hours: SendingHours = SENDING_HOURS): boolean {
  const hour = maputoHour(at);
  return hour >= hours.from && hour < hours.to;
}

/** `at` itself inside the hours; otherwise the next opening (08:00: the same day before it, else the next day). */
export function nextSendingInstant(at: Date, hours: SendingHours = SENDING_HOURS): Date {
  if (insideSendingHours(at, hours)) return at;
  const local = new Date(at.getTime() + MAPUTO_OFFSET_MS);
  const nextDay = local.getUTCHours() >= hours.to ? 1 : 0;
  const opening = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + nextDay,
    hours.from,
  );
  return new Date(opening - MAPUTO_OFFSET_MS);
}
