import { currentPeriod, todayInMaputo } from '@agua/domain/dates';
import { type Profile, planCancelledReading, planMeterMonth } from './billing.ts';
import { isoDay, maputoMorning, shiftMonth } from './calendar.ts';
import {
  businessClients,
  demoContractTypes,
  demoZones,
  firstNames,
  meterBrands,
  surnames,
} from './catalog.ts';
import { addLedger, type DemoPlan, type PlanContext } from './context.ts';
import { planCuts, planRubricCharges, planSuspensions } from './extras.ts';
import { createRandom, type Random } from './prng.ts';

export type { DemoPlan } from './context.ts';

// The demo's history as plain rows with fixed ids, computed before anything is written. Six months of readings end
// with last month, so the current month is free for new readings and the latest invoices are not yet overdue.

export const DEMO_CLIENT_COUNT = 50;
const DEMO_MONTHS = 6;

/** Clients with a fixed part in the story (ids; each client's meter and contract share its id). */
const story = {
  suspended: 12,
  cancelledReading: 7,
  openCuts: [23, 41],
  reconnected: 30,
  endedSuspension: 18,
};

function clientNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    names.add(`${random.pick(firstNames)} ${random.pick(firstNames)} ${random.pick(surnames)}`);
  }
  return [...names];
}

/** Businesses and public bodies first (their contract types), then households. */
function clientsWithTypes(random: Random): { name: string; typeId: number }[] {
  const people = clientNames(random, DEMO_CLIENT_COUNT);
  const typed: { name: string; typeId: number }[] = [
    ...businessClients[2].map((name) => ({ name, typeId: 2 })),
    ...businessClients[3].map((name) => ({ name, typeId: 3 })),
  ];
  while (typed.length < DEMO_CLIENT_COUNT) typed.push({ name: people[typed.length] ?? '', typeId: 1 });
  return typed;
}

function profileOf(id: number, random: Random): Profile {
  if (story.openCuts.includes(id)) return 'debtor';
  if (id === story.reconnected) return 'late';
  return random.chance(0.7) ? 'punctual' : random.chance(0.6) ? 'late' : 'debtor';
}

/** A client with one meter and one active contract, then their months of readings, invoices and payments. */
function planClient(ctx: PlanContext, id: number, name: string, typeId: number): void {
  const { random, plan, months } = ctx;
  // Businesses named after a bairro sit in it; everyone else is spread evenly.
  const zone =
    demoZones.find((candidate) => name.includes(candidate.designation)) ??
    demoZones[(id - 1) % demoZones.length]!;
  const type = demoContractTypes.find((candidate) => candidate.id === typeId) ?? demoContractTypes[0];
  const profile = profileOf(id, random);
  const since = isoDay(shiftMonth(months[0] ?? ctx.current, -random.int(6, 36)), random.int(1, 28));
  const createdAt = maputoMorning(since);

  const exemptFromFines = typeId === 3 || random.chance(0.05);
  plan.clients.push({
    id,
    name,
    phoneNumber: `8${random.int(2, 7)}${random.digits(7)}`,
    address: `Bairro ${zone.designation}, Quarteirão ${random.int(1, 60)}, Casa ${random.int(1, 400)}`,
    nuit: `${typeId === 1 ? 1 : 4}${random.digits(8)}`,
    zoneId: zone.id,
    alternativeNumber: random.chance(0.3) ? `8${random.int(2, 7)}${random.digits(7)}` : null,
    observation: random.chance(0.15) ? 'Contador no quintal; chamar antes de entrar.' : null,
    exemptFromFines,
    wantsReceiptSms: random.chance(0.85),
    wantsInvoiceSms: random.chance(0.9),
    createdAt,
  });
  const cubicMeters = random.int(0, 300);
  plan.meters.push({ id, clientId: id, brand: random.pick(meterBrands), cubicMeters, createdAt });
  plan.contracts.push({
    id,
    clientId: id,
    meterId: id,
    contractTypeId: type.id,
    startDate: since,
    description: `Contrato de fornecimento de água (${type.designation})`,
    contractStatus: 1,
    balance: 0, // derived from the ledger once every entry is written
    createdAt,
  });

  // Some accounts open with an old debt or an advance.
  const opening = random.chance(0.12)
    ? -random.int(2, 8) * 50_00
    : random.chance(0.06)
      ? random.int(1, 4) * 100_00
      : 0;
  if (opening !== 0) {
    addLedger(ctx, {
      contractId: id,
      kind: 'OPENING_BALANCE',
      amount: opening,
      reference: 'saldo-inicial',
      at: createdAt,
    });
  }

  // A suspended meter took no readings from the suspension on.
  const readMonths = id === story.suspended ? months.slice(0, -2) : months;
  let previousReading = cubicMeters;
  readMonths.forEach((period, index) => {
    const consumption = random.chance(0.04) ? 0 : random.int(type.consumption[0], type.consumption[1]);
    const month = {
      clientId: id,
      meterId: id,
      contractId: id,
      tariff: type,
      profile,
      exemptFromFines,
      period,
      monthsAgo: months.length - index,
      previousReading,
      consumption,
    };
    if (id === story.cancelledReading && month.monthsAgo === 3) planCancelledReading(ctx, month);
    planMeterMonth(ctx, month);
    previousReading += consumption;
  });
}

export function planDemo(now: Date = new Date()): DemoPlan {
  const current = currentPeriod(now);
  const ctx: PlanContext = {
    random: createRandom(20_250_601),
    today: todayInMaputo(now),
    current,
    months: Array.from({ length: DEMO_MONTHS }, (_, i) => shiftMonth(current, i - DEMO_MONTHS)),
    plan: {
      clients: [],
      meters: [],
      contracts: [],
      readings: [],
      receipts: [],
      invoices: [],
      clientRubrics: [],
      ledger: [],
      cuts: [],
      suspensions: [],
    },
  };
  for (const [index, { name, typeId }] of clientsWithTypes(ctx.random).entries()) {
    planClient(ctx, index + 1, name, typeId);
  }
  planRubricCharges(ctx, DEMO_CLIENT_COUNT, 8);
  planCuts(ctx, story.openCuts, story.reconnected);
  planSuspensions(ctx, story.suspended, story.endedSuspension);
  return ctx.plan;
}
