import { daysBetween } from '../dates.ts';
import type { Centavos } from '../money.ts';

// Acordos de pagamento (docs/domain.md "Payment agreements"): a contract's debt split into a down payment and N
// monthly instalments. The api writes exactly what the screen previewed: both run instalmentPlan.

export const MIN_INSTALMENTS = 2;
export const MAX_INSTALMENTS = 24;
/** The first instalment falls due at most this many days after the agreement is made. */
export const MAX_FIRST_DUE_DAYS = 92;

export interface PlannedInstalment {
  /** 0 is the down payment (entrada), 1…N the monthly instalments. */
  number: number;
  amount: Centavos;
  dueDate: string;
}

/** The same day of the month `months` later, the month's last day when it has no such day (31 Jan → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Why a plan cannot be made (the api answers it as a 400 on the field named; the form shows it under it). */
export type PlanProblem =
  | { field: 'contractId'; problem: 'noDebt' }
  | { field: 'downPayment'; problem: 'downPaymentTooLarge' }
  | { field: 'instalmentCount'; problem: 'countOutOfRange' | 'instalmentsTooSmall' }
  | { field: 'firstDueDate'; problem: 'firstDueInPast' | 'firstDueTooLate' };

/**
 * The down payment (number 0, due the day the agreement is made, when > 0) and N instalments of the rest, one a
 * month from the first due date; the rest is split evenly in centavos and the centavos left over go to the first
 * instalments, one each, so no two instalments differ by more than 1 centavo and they add up to the debt exactly.
 */
export function instalmentPlan(input: {
  debt: Centavos;
  downPayment: Centavos;
  count: number;
  firstDueDate: string;
  today: string;
}): { instalments: PlannedInstalment[] } | PlanProblem {
  const { debt, downPayment, count, firstDueDate, today } = input;
  if (debt <= 0) return { field: 'contractId', problem: 'noDebt' };
  if (!Number.isInteger(count) || count < MIN_INSTALMENTS || count > MAX_INSTALMENTS)
    return { field: 'instalmentCount', problem: 'countOutOfRange' };
  if (downPayment < 0 || downPayment >= debt) return { field: 'downPayment', problem: 'downPaymentTooLarge' };
  const rest = debt - downPayment;
  if (rest < count * 100) return { field: 'instalmentCount', problem: 'instalmentsTooSmall' };
  if (firstDueDate < today) return { field: 'firstDueDate', problem: 'firstDueInPast' };
  if (daysBetween(today, firstDueDate) > MAX_FIRST_DUE_DAYS)
    return { field: 'firstDueDate', problem: 'firstDueTooLate' };
  const base = Math.floor(rest / count);
  const extra = rest - base * count;
  const instalments: PlannedInstalment[] = [];
  if (downPayment > 0) instalments.push({ number: 0, amount: downPayment, dueDate: today });
  for (let k = 0; k < count; k += 1)
    instalments.push({
      number: k + 1,
      amount: base + (k < extra ? 1 : 0),
      dueDate: addMonths(firstDueDate, k),
    });
  return { instalments };
}

export type AgreementStatus = 'ACTIVE' | 'IN_ARREARS' | 'COMPLETED' | 'CANCELED';

/**
 * The state shown: a cancelled agreement stays cancelled; one whose instalments are all paid is completed; one with
 * an unpaid instalment past its due date is in arrears (its contract is a cut candidate again); otherwise active.
 */
export function agreementStatus(
  stored: string,
  instalments: readonly { paid: boolean; dueDate: string }[],
  today: string,
): AgreementStatus {
  if (stored === 'CANCELED') return 'CANCELED';
  if (instalments.every((one) => one.paid)) return 'COMPLETED';
  if (instalments.some((one) => !one.paid && one.dueDate < today)) return 'IN_ARREARS';
  return 'ACTIVE';
}
