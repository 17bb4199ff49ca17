import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { clientRubrics } from '../modules/client-rubrics/tables.ts';
import { clients } from '../modules/clients/tables.ts';
import { contracts } from '../modules/contracts/tables.ts';
import { cuts } from '../modules/cuts/tables.ts';
import { invoices } from '../modules/invoices/tables.ts';
import { ledgerEntries } from '../modules/ledger/tables.ts';
import { clientMeters } from '../modules/meters/tables.ts';
import { readings } from '../modules/readings/tables.ts';
import { receiptInvoices } from '../modules/receipts/receipt-invoices-tables.ts';
import { receipts } from '../modules/receipts/tables.ts';
import {
  contractTypes,
  enterprises,
  fineConfigurations,
  invoiceConfigurations,
  rubrics,
  zones,
} from '../modules/setup/tables.ts';
import { suspensions } from '../modules/suspensions/tables.ts';
import { insertDemoTariffs } from '../modules/tariffs/demo.ts';
import { users } from '../modules/users/tables.ts';
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
  users,
  enterprises,
  zones,
  contractTypes,
  invoiceConfigurations,
  fineConfigurations,
  rubrics,
  clients,
  clientMeters,
  contracts,
  receipts,
  readings,
  invoices,
  clientRubrics,
  cuts,
  suspensions,
];

/** Writes the planned demo in foreign-key order, inside the caller's transaction. */
export async function insertDemo(tx: Transaction, plan: DemoPlan): Promise<void> {
  const staff = await Promise.all(
    demoUsers.map(async ({ password, ...user }) => ({
      ...user,
      passwordHash: await hashPassword(password),
      // The demo's fixed passwords (admin123…) are kept while the api runs with demo data (docs/domain.md).
      passwordChange: 'demo' as const,
    })),
  );
  await tx.insert(users).values(staff);
  await tx.insert(enterprises).values(demoEnterprise);
  await tx.insert(zones).values(demoZones.map((zone) => ({ ...zone, enterpriseId: demoEnterprise.id })));
  await tx.insert(contractTypes).values(demoContractTypes.map(({ consumption: _range, ...type }) => type));
  await insertDemoTariffs(tx);
  await tx.insert(invoiceConfigurations).values(demoInvoiceConfiguration);
  await tx.insert(fineConfigurations).values(demoFineTiers);
  await tx.insert(rubrics).values(demoRubrics);
  await tx.insert(clients).values(plan.clients);
  await tx.insert(clientMeters).values(plan.meters);
  await tx.insert(contracts).values(plan.contracts);
  await tx.insert(receipts).values(plan.receipts);
  await tx.insert(readings).values(plan.readings);
  await tx.insert(invoices).values(plan.invoices);
  await tx.insert(clientRubrics).values(plan.clientRubrics);
  await tx.insert(ledgerEntries).values(plan.ledger);
  await tx.insert(cuts).values(plan.cuts);
  await tx.insert(suspensions).values(plan.suspensions);

  // balance = Σ ledger, always: derive it rather than trust a second computation.
  await tx.execute(sql`
    update ${contracts} set balance = coalesce(
      (select sum(${ledgerEntries.amount}) from ${ledgerEntries}
       where ${ledgerEntries.contractId} = ${contracts.id}), 0)`);
  // What each receipt paid, and the balance right after it (its ledger rows carry the payment's instant).
  await tx.execute(sql`
    insert into ${receiptInvoices} (receipt_id, invoice_id, amount, fine_amount, fine_percentage)
    select receipt_id, id, amount, fine_amount, fine_percentage from ${invoices} where receipt_id is not null`);
  await tx.execute(sql`
    update ${receipts} r set balance_after = (
      select coalesce(sum(l.amount), 0) from ${ledgerEntries} l
      where l.contract_id = r.contract_id and l.created_at <= r.payment_date)`);

  for (const table of tablesWithPlannedIds) {
    const name = getTableName(table);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), (select max(id) from ${sql.identifier(name)}))`,
    );
  }
}
