import { addDays } from '@agua/domain/dates';
import { isoDay, maputoMorning, shiftMonth } from './calendar.ts';
import { demoContractTypes, demoRubrics } from './catalog.ts';
import { ADMIN_ID, addLedger, type PlanContext, TECH_ID } from './context.ts';

// The rest of the story: extra charges, cuts and suspensions.

/** "Outros Pagamentos": technical visits and duplicate invoices, each debited to the client's contract. */
export function planRubricCharges(ctx: PlanContext, clientCount: number, charges: number): void {
  const { random, plan, months } = ctx;
  const charged = demoRubrics.filter(
    (rubric) => rubric.name === 'Vistoria Técnica' || rubric.name === 'Segunda Via de Factura',
  );
  for (let n = 0; n < charges; n += 1) {
    const clientId = random.int(1, clientCount);
    const rubric = random.pick(charged);
    const month = months[random.int(2, months.length - 1)] ?? ctx.current;
    const at = maputoMorning(isoDay(month, random.int(2, 20)), random.int(0, 400));
    const id = plan.clientRubrics.length + 1;
    plan.clientRubrics.push({
      id,
      clientId,
      rubricId: rubric.id,
      contractId: clientId,
      quantity: 1,
      unitPrice: rubric.price,
      createdBy: TECH_ID,
      createdAt: at,
    });
    addLedger(ctx, {
      contractId: clientId,
      kind: 'RUBRIC_CHARGE',
      amount: -rubric.price,
      reference: `client-rubric:${id}`,
      at,
      userId: TECH_ID,
    });
  }
}

/** Debtors' meters cut a few days ago; an older cut already reconnected, with its reconnection fee. */
export function planCuts(ctx: PlanContext, openCutMeters: number[], reconnectedMeter: number): void {
  const { plan } = ctx;
  for (const meterId of openCutMeters) {
    const startDate = addDays(ctx.today, -(plan.cuts.length + 2));
    plan.cuts.push({
      id: plan.cuts.length + 1,
      meterId,
      startDate,
      createdBy: ADMIN_ID,
      createdAt: maputoMorning(startDate),
    });
  }
  const month = shiftMonth(ctx.current, -4);
  const startDate = isoDay(month, 5);
  const endDate = isoDay(month, 12);
  const id = plan.cuts.length + 1;
  plan.cuts.push({
    id,
    meterId: reconnectedMeter,
    startDate,
    endDate,
    createdBy: ADMIN_ID,
    createdAt: maputoMorning(startDate),
  });
  const contract = plan.contracts.find((candidate) => candidate.meterId === reconnectedMeter);
  const type = demoContractTypes.find((candidate) => candidate.id === contract?.contractTypeId);
  if (!contract?.id || !type) throw new Error(`demo: no contract for meter ${reconnectedMeter}`);
  addLedger(ctx, {
    contractId: contract.id,
    kind: 'RECONNECTION_FEE',
    amount: -type.reconnectionFee,
    reference: `cut:${id}`,
    at: maputoMorning(endDate),
  });
}

/** One meter suspended since two months ago (it took no readings since), one suspension long ended. */
export function planSuspensions(ctx: PlanContext, activeMeter: number, endedMeter: number): void {
  const suspendedOn = isoDay(shiftMonth(ctx.current, -2), 1);
  const endedFrom = isoDay(shiftMonth(ctx.current, -10), 3);
  ctx.plan.suspensions.push(
    {
      id: 1,
      meterId: activeMeter,
      startDate: suspendedOn,
      reason: 'Ausência prolongada do cliente',
      status: 'ACTIVE',
      notes: 'Cliente emigrado temporariamente para a África do Sul; casa fechada.',
      createdBy: ADMIN_ID,
      createdAt: maputoMorning(suspendedOn),
    },
    {
      id: 2,
      meterId: endedMeter,
      startDate: endedFrom,
      endDate: isoDay(shiftMonth(ctx.current, -9), 20),
      reason: 'Obras na habitação',
      status: 'ENDED',
      notes: 'Suspensão pedida pelo cliente durante a reabilitação da casa.',
      createdBy: ADMIN_ID,
      createdAt: maputoMorning(endedFrom),
    },
  );
}
