import { addDays, daysBetween, monthName } from '@agua/domain/dates';
import { type Centavos, percentOf } from '@agua/domain/money';
import type { PaymentMethod } from '../db/enums.ts';
import { isoDay, maputoMorning, type Period } from './calendar.ts';
import { demoFineTiers, demoInvoiceConfiguration, paymentMethodWeights } from './catalog.ts';
import { ADMIN_ID, addLedger, type InvoiceRow, type PlanContext, TECH_ID } from './context.ts';

// One meter's month: its reading, the invoice computed from it, and the payment if the client paid it.

/** How a client pays: on time, late (fined), or hardly at all. */
export type Profile = 'punctual' | 'late' | 'debtor';

export interface Tariff {
  minimumConsumptionValue: Centavos;
  pricePerConsumptionUnit: Centavos;
}

export interface MeterMonth {
  clientId: number;
  meterId: number;
  contractId: number;
  tariff: Tariff;
  profile: Profile;
  exemptFromFines: boolean;
  period: Period;
  monthsAgo: number;
  previousReading: number;
  consumption: number;
}

/** amount = max(minimum, consumption × price) of the contract type (`invoiceAmount`, docs/domain.md). */
const invoiceAmount = (tariff: Tariff, consumption: number): Centavos =>
  Math.max(tariff.minimumConsumptionValue, consumption * tariff.pricePerConsumptionUnit);

function finePercentage(daysOverdue: number): number {
  if (daysOverdue <= 0) return 0;
  const tier =
    demoFineTiers.find((t) => daysOverdue >= t.minInterval && daysOverdue <= t.maxInterval) ??
    demoFineTiers.at(-1);
  return tier?.acruedFinePercentage ?? 0;
}

function pickPaymentMethod(ctx: PlanContext): PaymentMethod {
  let roll = ctx.random.int(1, 100);
  for (const [method, weight] of paymentMethodWeights) {
    roll -= weight;
    if (roll <= 0) return method;
  }
  return 'MPESA';
}

/** The day this client pays this invoice, or null when it stays unpaid. */
function paymentDay(ctx: PlanContext, month: MeterMonth, readDay: string, limitDate: string): string | null {
  const { random } = ctx;
  if (month.profile === 'punctual')
    return addDays(readDay, random.int(1, demoInvoiceConfiguration.maxInterval));
  if (month.profile === 'late' && month.monthsAgo >= 3 && random.chance(0.8)) {
    return addDays(limitDate, random.int(3, 40));
  }
  if (month.profile === 'debtor' && month.monthsAgo >= 5) return addDays(readDay, random.int(1, 10));
  return null;
}

function planPayment(ctx: PlanContext, month: MeterMonth, invoice: InvoiceRow, payDay: string): void {
  const { random, plan } = ctx;
  // Paying after the limit date freezes the fine of the tier the delay falls in.
  const percent = month.exemptFromFines ? 0 : finePercentage(daysBetween(invoice.limitDate, payDay));
  const fine = percentOf(invoice.amount, percent);
  const due = invoice.amount + fine;
  const method = pickPaymentMethod(ctx);
  // Cash is often rounded up; the change stays on the account as credit.
  const paid = method === 'NUMERARIO' && random.chance(0.5) ? Math.ceil(due / 50_00) * 50_00 : due;
  const receiptId = plan.receipts.length + 1;
  const paidAt = maputoMorning(payDay, random.int(0, 480));
  const cashier = random.chance(0.5) ? ADMIN_ID : TECH_ID;
  plan.receipts.push({
    id: receiptId,
    clientId: month.clientId,
    contractId: month.contractId,
    paymentMethod: method,
    paymentDate: paidAt,
    amount: paid,
    purpose: `Pagamento da ${invoice.description}`,
    createdBy: cashier,
    createdAt: paidAt,
  });
  Object.assign(invoice, {
    paymentStatus: 'PAID',
    paymentMethod: method,
    paymentDate: payDay,
    receiptId,
    fineAmount: fine,
    finePercentage: percent,
  });
  const reference = `receipt:${receiptId}`;
  addLedger(ctx, {
    contractId: month.contractId,
    kind: 'PAYMENT',
    amount: paid,
    reference,
    at: paidAt,
    userId: cashier,
  });
  addLedger(ctx, {
    contractId: month.contractId,
    kind: 'INVOICE_SETTLEMENT',
    amount: -due,
    reference,
    at: paidAt,
    userId: cashier,
  });
}

/** A typing mistake, cancelled and read again: the cancelled reading keeps its cancelled invoice. */
export function planCancelledReading(ctx: PlanContext, month: MeterMonth): void {
  const { plan } = ctx;
  const readDay = isoDay(month.period, 26);
  const wrongReading = month.previousReading + month.consumption * 100;
  const readingId = plan.readings.length + 1;
  plan.readings.push({
    id: readingId,
    meterId: month.meterId,
    readingMonth: month.period.month,
    readingYear: month.period.year,
    previousReading: month.previousReading,
    currentReading: wrongReading,
    state: 'CANCELED',
    active: false,
    userCreated: TECH_ID,
    userChanged: ADMIN_ID,
    createdAt: maputoMorning(readDay, 30),
  });
  plan.invoices.push({
    id: plan.invoices.length + 1,
    readingId,
    contractId: month.contractId,
    description: `Factura de ${monthName(month.period.month)} ${month.period.year} (anulada)`,
    limitDate: addDays(readDay, demoInvoiceConfiguration.maxInterval),
    paymentStatus: 'CANCELED',
    amount: invoiceAmount(month.tariff, wrongReading - month.previousReading),
    createdAt: maputoMorning(readDay, 31),
  });
}

/** The month's reading (read on the 26th), its invoice, and its payment when one happened by today. */
export function planMeterMonth(ctx: PlanContext, month: MeterMonth): void {
  const { random, plan } = ctx;
  const readDay = isoDay(month.period, 26);
  const readingId = plan.readings.length + 1;
  const state = month.monthsAgo === 1 && random.chance(0.6) ? 'PENDING' : 'APPROVED';
  plan.readings.push({
    id: readingId,
    meterId: month.meterId,
    readingMonth: month.period.month,
    readingYear: month.period.year,
    previousReading: month.previousReading,
    currentReading: month.previousReading + month.consumption,
    state,
    userCreated: TECH_ID,
    userChanged: state === 'APPROVED' ? ADMIN_ID : null,
    createdAt: maputoMorning(readDay, 60 + random.int(0, 300)),
  });

  const limitDate = addDays(readDay, demoInvoiceConfiguration.maxInterval);
  const invoice: InvoiceRow = {
    id: plan.invoices.length + 1,
    readingId,
    contractId: month.contractId,
    description: `Factura de ${monthName(month.period.month)} ${month.period.year}`,
    limitDate,
    amount: invoiceAmount(month.tariff, month.consumption),
    createdAt: maputoMorning(readDay, 400),
  };
  plan.invoices.push(invoice);

  const payDay = paymentDay(ctx, month, readDay, limitDate);
  if (payDay && payDay <= ctx.today) planPayment(ctx, month, invoice, payDay);
}
