import { z } from 'zod';
import { isoDate, moneyAmount, optionalText, positiveReference } from './common.ts';
import { PAYMENT_METHODS } from './invoice.ts';

// Fecho de caixa (docs/domain.md "Fecho de caixa"): one staff member's receipts of one Maputo day, the cash expected
// in the drawer, and the closing with the cash counted. Money in MZN on the wire.

/** GET /tills: the day (today in Maputo when absent) and the user (oneself when absent; another: administrators). */
export const tillQuerySchema = z.object({
  day: isoDate('Dia').optional(),
  userId: z.coerce.number().int().positive().optional().describe('The staff member; oneself when absent'),
});

/** POST /tills/close: the cash counted for a day (and user, administrators only for another). */
export const tillCloseSchema = z.object({
  day: isoDate('Dia'),
  userId: positiveReference('Utilizador').optional(),
  countedCash: moneyAmount('Numerário contado'),
  note: optionalText('Observação', 500),
});
export type TillCloseFields = z.output<typeof tillCloseSchema>;

export const tillResponseSchema = z
  .object({
    userId: z.number().int(),
    userName: z.string(),
    day: z.string(),
    methods: z.array(
      z.object({
        method: z.enum(PAYMENT_METHODS),
        label: z.string(),
        count: z.number().int(),
        total: z.number().describe('MZN'),
      }),
    ),
    receiptCount: z.number().int().describe('Live receipts of the day'),
    receiptTotal: z.number().describe('Σ their amounts (MZN)'),
    reversedCount: z.number().int().describe('Receipts of the day reversed since'),
    reversedTotal: z.number(),
    expectedCash: z.number().describe('Σ live cash (NUMERARIO) receipts (MZN)'),
    closing: z
      .object({
        countedCash: z.number(),
        difference: z.number().describe('counted − expected at closing (MZN)'),
        expectedCash: z.number().describe('The cash expected when it was closed'),
        note: z.string().nullable(),
        closedAt: z.string(),
        closedBy: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'Till' });
export type TillResponse = z.output<typeof tillResponseSchema>;
