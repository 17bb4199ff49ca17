import { z } from 'zod';
import { readingRouteQuerySchema } from './reading-route.ts';

// The answers behind the homes (docs/domain.md "Homes by role") and the "por ler" list: read-only, each from the
// api's one rule for it (api/src/modules/readings/unread.ts for "por ler").

/** GET /reading/unread/by-zone: a month (YYYY-MM). */
export const unreadByZoneQuerySchema = readingRouteQuerySchema.pick({ month: true });

/** One zone's count of meters "por ler" in the month. */
export const unreadZoneSchema = z
  .object({
    zoneId: z.number().int(),
    zoneName: z.string(),
    unread: z.number().int().describe('Meters under an active contract with no live reading of the month'),
  })
  .meta({ id: 'UnreadZone' });
export type UnreadZoneResponse = z.output<typeof unreadZoneSchema>;

/** One meter "por ler", as the list shows it (in route order). */
export const unreadMeterSchema = z
  .object({
    meterId: z.number().int(),
    serial: z.string().describe("The meter's serial number"),
    clientId: z.number().int(),
    client: z.string().describe("The client's name"),
    address: z.string(),
  })
  .meta({ id: 'UnreadMeter' });
export type UnreadMeterResponse = z.output<typeof unreadMeterSchema>;

/** One of the signed-in staff member's readings of today. */
export const myReadingSchema = z
  .object({
    readingId: z.number().int(),
    meterId: z.number().int(),
    client: z.string().describe("The client's name"),
    readingMonth: z.number().int(),
    readingYear: z.number().int(),
    currentReading: z.number().int(),
    consumption: z.number().int(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'MyReading' });

/** GET /reading/mine/today. */
export const myReadingsTodaySchema = z
  .object({
    day: z.string().describe('YYYY-MM-DD, Maputo'),
    count: z.number().int().describe('Live readings the staff member registered today'),
    last: z.array(myReadingSchema).describe('The latest five, newest first'),
  })
  .meta({ id: 'MyReadingsToday' });
export type MyReadingsTodayResponse = z.output<typeof myReadingsTodaySchema>;

/** GET /receipt/today. */
export const receiptsTodaySchema = z
  .object({
    day: z.string().describe('YYYY-MM-DD, Maputo'),
    count: z.number().int().describe('Live receipts paid today, every staff member and method'),
    total: z.number().describe('MZN: Σ their amounts'),
  })
  .meta({ id: 'ReceiptsToday' });
export type ReceiptsTodayResponse = z.output<typeof receiptsTodaySchema>;
