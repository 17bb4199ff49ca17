import { readFormNumber } from '@agua/domain/contracts/form-text';
import { tariffVersionSchema } from '@agua/domain/contracts/tariff';
import { z } from 'zod';
import { moneyIssueMessage, parseMoneyText } from '../../ui/form/money-text.ts';

// The tariff version form: what is typed (pt-PT decimals, blank bounds), checked as typed by the domain's own rule
// (domain/src/contracts/tariff.ts: bounds increasing, the open block last, rates 0–100…), and the GraphQL input it
// becomes (Money as decimal strings).

export type BlockKind = 'price' | 'flat';

export interface TariffBlockValues {
  upTo: string;
  kind: BlockKind;
  amount: string;
}

export interface TariffFormValues {
  effectiveFrom: string;
  minimumCharge: string;
  fixedCharge: string;
  fixedChargeDescription: string;
  sanitationRate: string;
  sanitationExemptUpTo: string;
  vatRate: string;
  vatExemptUpTo: string;
  note: string;
  blocks: TariffBlockValues[];
}

/** What createTariffVersion/updateTariffVersion take. */
export interface TariffVersionInputValues {
  effectiveFrom: string;
  minimumCharge: string;
  fixedCharge: string;
  fixedChargeDescription: string | null;
  sanitationRate: number;
  sanitationExemptUpTo: number | null;
  vatRate: number;
  vatExemptUpTo: number | null;
  note: string | null;
  blocks: { upTo: number | null; price: string | null; flat: string | null }[];
}

export const EMPTY_BLOCK: TariffBlockValues = { upTo: '', kind: 'price', amount: '' };

export const emptyTariffForm = (): TariffFormValues => ({
  effectiveFrom: '',
  minimumCharge: '0',
  fixedCharge: '0',
  fixedChargeDescription: '',
  sanitationRate: '0',
  sanitationExemptUpTo: '',
  vatRate: '16',
  vatExemptUpTo: '',
  note: '',
  blocks: [{ ...EMPTY_BLOCK }],
});

/** Money text → its decimal string, or undefined when it is not one (the domain rule then names the field). */
const moneyOf = (text: string) => {
  const parsed = parseMoneyText(text);
  return parsed.ok ? parsed.value : undefined;
};
const optionalNumber = (text: string) => (text.trim() === '' ? null : readFormNumber(text));

/** The typed form as the domain rule's body (meticais as numbers), to check it with that rule. */
function asBody(values: TariffFormValues) {
  const meticais = (text: string) => {
    const money = moneyOf(text);
    return money === undefined ? (text.trim() === '' ? undefined : Number.NaN) : Number(money);
  };
  return {
    effectiveFrom: values.effectiveFrom,
    minimumCharge: meticais(values.minimumCharge),
    fixedCharge: meticais(values.fixedCharge),
    fixedChargeDescription: values.fixedChargeDescription,
    sanitationRate: readFormNumber(values.sanitationRate),
    sanitationExemptUpTo: optionalNumber(values.sanitationExemptUpTo),
    vatRate: readFormNumber(values.vatRate),
    vatExemptUpTo: optionalNumber(values.vatExemptUpTo),
    note: values.note,
    blocks: values.blocks.map((block) => ({
      upTo: optionalNumber(block.upTo),
      [block.kind]: meticais(block.amount),
    })),
  };
}

/** A domain issue's path as the form names its input: a block's price or flat is its `amount`. */
function formPath(path: readonly PropertyKey[]): (string | number)[] {
  return path.map((part) => (part === 'price' || part === 'flat' ? 'amount' : (part as string | number)));
}

/** The form rule: money typed as pt-PT text, then the domain's version rule on the whole. */
export const tariffFormSchema = z
  .custom<TariffFormValues>()
  .superRefine((values, ctx) => {
    const moneyFields = ['minimumCharge', 'fixedCharge'] as const;
    for (const name of moneyFields) {
      const parsed = parseMoneyText(values[name]);
      if (!parsed.ok)
        ctx.addIssue({ code: 'custom', path: [name], message: moneyIssueMessage(parsed.issue, name) });
    }
    const result = tariffVersionSchema.safeParse(asBody(values));
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: formPath(issue.path), message: issue.message });
  })
  .transform(
    (values): TariffVersionInputValues => ({
      effectiveFrom: values.effectiveFrom,
      minimumCharge: moneyOf(values.minimumCharge) ?? '0.00',
      fixedCharge: moneyOf(values.fixedCharge) ?? '0.00',
      fixedChargeDescription: values.fixedChargeDescription.trim() || null,
      sanitationRate: Number(readFormNumber(values.sanitationRate)),
      sanitationExemptUpTo: optionalNumber(values.sanitationExemptUpTo) as number | null,
      vatRate: Number(readFormNumber(values.vatRate)),
      vatExemptUpTo: optionalNumber(values.vatExemptUpTo) as number | null,
      note: values.note.trim() || null,
      blocks: values.blocks.map((block) => ({
        upTo: optionalNumber(block.upTo) as number | null,
        price: block.kind === 'price' ? (moneyOf(block.amount) ?? null) : null,
        flat: block.kind === 'flat' ? (moneyOf(block.amount) ?? null) : null,
      })),
    }),
  );

/** A stored version (Money strings, numbers) as the form edits it (pt-PT decimal commas). */
export function tariffFormValues(version: {
  effectiveFrom: string;
  minimumCharge: string;
  fixedCharge: string;
  fixedChargeDescription?: string | null;
  sanitationRate: number;
  sanitationExemptUpTo?: number | null;
  vatRate: number;
  vatExemptUpTo?: number | null;
  note?: string | null;
  blocks: readonly { upTo?: number | null; price?: string | null; flat?: string | null }[];
}): TariffFormValues {
  const comma = (text: string) => text.replace('.', ',');
  const count = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    effectiveFrom: version.effectiveFrom,
    minimumCharge: comma(version.minimumCharge),
    fixedCharge: comma(version.fixedCharge),
    fixedChargeDescription: version.fixedChargeDescription ?? '',
    sanitationRate: comma(String(version.sanitationRate)),
    sanitationExemptUpTo: count(version.sanitationExemptUpTo),
    vatRate: comma(String(version.vatRate)),
    vatExemptUpTo: count(version.vatExemptUpTo),
    note: version.note ?? '',
    blocks: version.blocks.map((block) => ({
      upTo: count(block.upTo),
      kind: block.flat ? 'flat' : 'price',
      amount: comma(block.flat ?? block.price ?? ''),
    })),
  };
}
