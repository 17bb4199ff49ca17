import { z } from 'zod';
import { messages } from '../messages.ts';
import { isoDate, moneyAmount, optionalText, percentage, positiveId, strictNumber } from './common.ts';
import { fromText } from './form-text.ts';

// A tariff version: the schedule that prices a contract type's consumption from a date on (docs/domain.md
// "Tarifas"). Amounts in MZN (at most 2 decimals), bounds in whole m³.

const f = messages.tariffs.fields;
const t = messages.tariffs.validation;
const v = messages.validation;

/** Most escalões a version may have. */
export const TARIFF_MAX_BLOCKS = 12;
/** Highest m³ bound or exemption a version may name, and the highest consumption a quote prices. */
export const TARIFF_MAX_CUBIC_METRES = 10_000_000;
/** Highest price per m³ (MZN): with the highest consumption it keeps an invoice inside numeric(14,2). */
export const TARIFF_MAX_UNIT_PRICE = 10_000;
/** Highest flat block, minimum or fixed charge (MZN). */
export const TARIFF_MAX_CHARGE = 1_000_000;

const boundedMoney = (label: string, max: number) => moneyAmount(label).max(max, v.max(label, max));

/** Whole m³, 0 up to TARIFF_MAX_CUBIC_METRES. */
const cubicMetres = (label: string, min = 0) =>
  strictNumber(label)
    .int(t.wholeCubicMetres(label))
    .min(min, v.min(label, min))
    .max(TARIFF_MAX_CUBIC_METRES, v.max(label, TARIFF_MAX_CUBIC_METRES));

/**
 * One escalão: up to `upTo` m³ (null: open, the last), charging `price` per m³ in it, or `flat` whole as soon as
 * consumption reaches it. The block's own number in the messages is filled in by the version's check.
 */
export const tariffBlockSchema = z
  .object({
    upTo: cubicMetres('Até (m³)', 1)
      .nullable()
      .describe('Upper bound in whole m³; null = open (last block only)'),
    price: boundedMoney('Preço por m³', TARIFF_MAX_UNIT_PRICE)
      .nullish()
      .describe('MZN per m³ in the block (or flat)'),
    flat: boundedMoney('Valor fixo', TARIFF_MAX_CHARGE)
      .nullish()
      .describe('MZN charged whole once consumption reaches the block (or price)'),
  })
  .strict()
  .meta({ id: 'TariffBlock' });
export type TariffBlockBody = z.input<typeof tariffBlockSchema>;
export type TariffBlock = z.output<typeof tariffBlockSchema>;

/** The escalões' order rules, each issue on the field that breaks it (`blocks.<i>.upTo`…). */
function checkBlocks(blocks: readonly TariffBlock[], ctx: z.RefinementCtx) {
  let previous = 0;
  blocks.forEach((block, index) => {
    const number = index + 1;
    const hasPrice = block.price !== undefined && block.price !== null;
    const hasFlat = block.flat !== undefined && block.flat !== null;
    if (hasPrice === hasFlat)
      ctx.addIssue({ code: 'custom', path: ['blocks', index, 'price'], message: t.blockPriceOrFlat(number) });
    const last = index === blocks.length - 1;
    if (block.upTo === null) {
      if (!last)
        ctx.addIssue({ code: 'custom', path: ['blocks', index, 'upTo'], message: t.openNotLast(number) });
      return;
    }
    if (block.upTo <= previous)
      ctx.addIssue({ code: 'custom', path: ['blocks', index, 'upTo'], message: t.boundsIncreasing(number) });
    if (last) ctx.addIssue({ code: 'custom', path: ['blocks', index, 'upTo'], message: t.lastMustBeOpen });
    previous = Math.max(previous, block.upTo);
  });
}

/** POST/PUT /contract-type/{id}/tariff body. */
export const tariffVersionSchema = z
  .object({
    effectiveFrom: isoDate(f.effectiveFrom).describe('YYYY-MM-DD: in force from this day (Maputo)'),
    minimumCharge: boundedMoney(f.minimumCharge, TARIFF_MAX_CHARGE).describe('MZN: water is never below it'),
    fixedCharge: boundedMoney(f.fixedCharge, TARIFF_MAX_CHARGE).describe(
      'MZN per invoice (taxa fixa, meter rental)',
    ),
    fixedChargeDescription: optionalText(f.fixedChargeDescription, 60).describe(
      'The fixed line on the bill (default "Taxa fixa")',
    ),
    sanitationRate: percentage(f.sanitationRate).describe('% of the water amount'),
    sanitationExemptUpTo: cubicMetres(f.sanitationExemptUpTo)
      .nullable()
      .describe('No sanitation line when consumption ≤ it (m³); null = never exempt'),
    vatRate: percentage(f.vatRate).describe('% on water + fixed + sanitation'),
    vatExemptUpTo: cubicMetres(f.vatExemptUpTo)
      .nullable()
      .describe('No VAT when consumption ≤ it (m³, the social tariff); null = never exempt'),
    note: optionalText(f.note, 200).describe(
      'The resolution it follows, or any remark shown with the version',
    ),
    blocks: z
      .array(tariffBlockSchema, { error: `${f.blocks}: ${v.required}` })
      .min(1, `${f.blocks}: ${v.required}`)
      .max(TARIFF_MAX_BLOCKS, `${f.blocks}: no máximo ${TARIFF_MAX_BLOCKS} escalões.`),
  })
  .strict()
  .superRefine((version, ctx) => checkBlocks(version.blocks, ctx));
export type TariffVersionBody = z.input<typeof tariffVersionSchema>;
export type TariffVersionFields = z.output<typeof tariffVersionSchema>;

const responseBlockSchema = z.object({
  upTo: z.number().int().nullable(),
  price: z.number().nullable().describe('MZN per m³'),
  flat: z.number().nullable().describe('MZN'),
});

export const tariffVersionResponseSchema = z
  .object({
    tariffVersionId: z.number().int(),
    contractTypeId: z.number().int(),
    effectiveFrom: z.string().describe('YYYY-MM-DD'),
    minimumCharge: z.number().describe('MZN'),
    fixedCharge: z.number().describe('MZN'),
    fixedChargeDescription: z.string().nullable(),
    sanitationRate: z.number(),
    sanitationExemptUpTo: z.number().int().nullable(),
    vatRate: z.number(),
    vatExemptUpTo: z.number().int().nullable(),
    note: z.string().nullable(),
    blocks: z.array(responseBlockSchema),
    locked: z.boolean().describe('true once it priced an invoice: no edit, no delete'),
  })
  .meta({ id: 'TariffVersion' });
export type TariffVersionResponse = z.output<typeof tariffVersionResponseSchema>;

export const TARIFF_LINE_KINDS = ['WATER_BLOCK', 'MINIMUM', 'FIXED', 'SANITATION', 'VAT'] as const;
export type TariffLineKind = (typeof TARIFF_LINE_KINDS)[number];

/** One line of a bill. */
export const tariffLineResponseSchema = z
  .object({
    kind: z.enum(TARIFF_LINE_KINDS),
    description: z.string(),
    quantity: z.number().int().nullable().describe('m³ (water lines)'),
    unitPrice: z.number().nullable().describe('MZN per m³ (price blocks)'),
    amount: z.number().describe('MZN'),
  })
  .meta({ id: 'TariffLine' });
export type TariffLineResponse = z.output<typeof tariffLineResponseSchema>;

/** GET /tariff/quote query. */
export const tariffQuoteQuerySchema = z.object({
  contractTypeId: positiveId(f.contractType),
  consumption: fromText(cubicMetres(f.consumption)),
  date: isoDate(f.date)
    .optional()
    .describe("YYYY-MM-DD: priced as a reading of that day's month (default: today)"),
});

export const tariffQuoteResponseSchema = z
  .object({
    tariffVersionId: z
      .number()
      .int()
      .nullable()
      .describe('null: no version in force, the contract type prices'),
    lines: z.array(tariffLineResponseSchema),
    vat: z.number().describe('MZN'),
    total: z.number().describe('MZN: what the invoice amount would be'),
  })
  .meta({ id: 'TariffQuote' });
export type TariffQuoteResponse = z.output<typeof tariffQuoteResponseSchema>;
