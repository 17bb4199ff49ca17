import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import {
  demoContractTypes,
  demoEnterprise,
  demoFineTiers,
  demoInvoiceConfiguration,
  demoRubrics,
  demoUsers,
  demoZones,
} from './catalog.ts';
import type { DemoPlan } from './plan.ts';

/** Tables whose rows the demo writes with explicit ids; their identity sequences continue after the last one. */
const tablesWithPlannedIds: PgTable[] = [
  schema.users,
  schema.enterprises,
  schema.zones,
  schema.contractTypes,
  schema.invoiceConfigurations,
  schema.fineConfigurations,
  schema.rubrics,
  schema.clients,
  schema.clientMeters,
  schema.contracts,
  schema.receipts,
  schema.readings,
  schema.invoices,
  schema.clientRubrics,
  schema.cuts,
  schema.suspensions,
];

/** Writes the planned demo in foreign-key order, inside the caller's transaction. */
export async function insertDemo(tx: Transaction, plan: DemoPlan): Promise<void> {
  const users = await Promise.all(
    demoUsers.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password) })),
  );
  await tx.insert(schema.users).values(users);
  await tx.insert(schema.enterprises).values(demoEnterprise);
  await tx
    .insert(schema.zones)
    .values(demoZones.map((zone) => ({ ...zone, enterpriseId: demoEnterprise.id })));
  await tx
    .insert(schema.contractTypes)
    .values(demoContractTypes.map(({ consumption: _range, ...type }) => type));
  await tx.insert(schema.invoiceConfigurations).values(demoInvoiceConfiguration);
  await tx.insert(schema.fineConfigurations).values(demoFineTiers);
  await tx.insert(schema.rubrics).values(demoRubrics);
  await tx.insert(schema.clients).values(plan.clients);
  await tx.insert(schema.clientMeters).values(plan.meters);
  await tx.insert(schema.contracts).values(plan.contracts);
  await tx.insert(schema.receipts).values(plan.receipts);
  await tx.insert(schema.readings).values(plan.readings);
  await tx.insert(schema.invoices).values(plan.invoices);
  await tx.insert(schema.clientRubrics).values(plan.clientRubrics);
  await tx.insert(schema.ledgerEntries).values(plan.ledger);
  await tx.insert(schema.cuts).values(plan.cuts);
  await tx.insert(schema.suspensions).values(plan.suspensions);

  // balance = Σ ledger, always: derive it rather than trust a second computation.
  await tx.execute(sql`
    update ${schema.contracts} set balance = coalesce(
      (select sum(${schema.ledgerEntries.amount}) from ${schema.ledgerEntries}
       where ${schema.ledgerEntries.contractId} = ${schema.contracts.id}), 0)`);
  // What each receipt paid, and the balance right after it (its ledger rows carry the payment's instant).
  await tx.execute(sql`
    insert into ${schema.receiptInvoices} (receipt_id, invoice_id, amount, fine_amount, fine_percentage)
    select receipt_id, id, amount, fine_amount, fine_percentage from ${schema.invoices} where receipt_id is not null`);
  await tx.execute(sql`
    update ${schema.receipts} r set balance_after = (
      select coalesce(sum(l.amount), 0) from ${schema.ledgerEntries} l
      where l.contract_id = r.contract_id and l.created_at <= r.payment_date)`);

  for (const table of tablesWithPlannedIds) {
    const name = getTableName(table);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), (select max(id) from ${sql.identifier(name)}))`,
    );
  }
}
