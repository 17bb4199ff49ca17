import { describe, expect, it } from 'vitest';
import { insideSendingHours, nextSendingInstant } from './hours.ts';

const maputo = (text: string) => new Date(`${text}+02:00`);

describe('sending hours (Maputo)', () => {
  it('sends from 08:00 until 20:00', () => {
    expect(insideSendingHours(maputo('2026-03-02T07:59:59'))).toBe(false);
    expect(insideSendingHours(maputo('2026-03-02T08:00:00'))).toBe(true);
    expect(insideSendingHours(maputo('2026-03-02T19:59:59'))).toBe(true);
    expect(insideSendingHours(maputo('2026-03-02T20:00:00'))).toBe(false);
  });

  it('moves a message due at 21:30 to 08:00 the next day, and one due at 05:00 to 08:00 the same day', () => {
    expect(nextSendingInstant(maputo('2026-03-02T21:30:00'))).toEqual(maputo('2026-03-03T08:00:00'));
    expect(nextSendingInstant(maputo('2026-12-31T23:59:00'))).toEqual(maputo('2027-01-01T08:00:00'));
    expect(nextSendingInstant(maputo('2026-03-02T05:00:00'))).toEqual(maputo('2026-03-02T08:00:00'));
    expect(nextSendingInstant(maputo('2026-03-02T12:00:00'))).toEqual(maputo('2026-03-02T12:00:00'));
  });

  it('follows configured hours', () => {
    const always = { from: 0, to: 24 };
    expect(insideSendingHours(maputo('2026-03-02T23:30:00'), always)).toBe(true);
    expect(nextSendingInstant(maputo('2026-03-02T18:30:00'), { from: 9, to: 18 })).toEqual(
      maputo('2026-03-03T09:00:00'),
    );
  });
});
