import type { TariffVersionFields } from '@agua/domain/contracts/tariff';
import { currentPeriod, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { toCentavos } from '@agua/domain/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type PricedConsumption, priceRow } from '../invoices/pricing.ts';
import { invoices } from '../invoices/tables.ts';
import { contractTypes } from '../setup/tables.ts';
import { type TariffVersionRow, typeInForce } from './in-force.ts';
import { lockContractType, refuseDateTaken, refuseInvoicedMonths, refuseLocked } from './rules.ts';
import { type StoredBlock, tariffVersions } from './tables.ts';

const r = messages.tariffs.refusals;

export type TariffVersionWithLock = TariffVersionRow & { locked: boolean };

/** The body in meticais → the row in centavos. */
function stored(fields: TariffVersionFields) {
  const blocks: StoredBlock[] = fields.blocks.map((block) => ({
    upTo: block.upTo,
    priceCents: block.price === null || block.price === undefined ? null : toCentavos(block.price),
    flatCents: block.flat === null || block.flat === undefined ? null : toCentavos(block.flat),
  }));
  return {
    effectiveFrom: fields.effectiveFrom,
    minimumCharge: toCentavos(fields.minimumCharge),
    fixedCharge: toCentavos(fields.fixedCharge),
    fixedChargeDescription: fields.fixedChargeDescription,
    sanitationRate: fields.sanitationRate,
    sanitationExemptUpTo: fields.sanitationExemptUpTo,
    vatRate: fields.vatRate,
    vatExemptUpTo: fields.vatExemptUpTo,
    note: fields.note,
    blocks,
  };
}

export function createTariffService(db: Database) {
  // Spelled out: inside a select's fields drizzle writes a column unqualified, which the subquery would read as its own.
  const lockedSql = sql<boolean>`exists (select 1 from ${invoices} as used
    where used.tariff_version_id = "tariff_versions"."id")`;

  async function versionOf(contractTypeId: number, versionId: number): Promise<TariffVersionWithLock> {
    const [row] = await db
      .select({ version: tariffVersions, locked: lockedSql })
      .from(tariffVersions)
      .where(and(eq(tariffVersions.id, versionId), eq(tariffVersions.contractTypeId, contractTypeId)));
    if (!row) throw notFound(r.versionNotFound);
    return { ...row.version, locked: row.locked };
  }

  return {
    /** The type's versions, newest first, each saying whether it already priced an invoice. */
    async list(contractTypeId: number): Promise<TariffVersionWithLock[]> {
      const [type] = await db
        .select({ id: contractTypes.id })
        .from(contractTypes)
        .where(eq(contractTypes.id, contractTypeId));
      if (!type) throw notFound(r.contractTypeNotFound);
      const rows = await db
        .select({ version: tariffVersions, locked: lockedSql })
        .from(tariffVersions)
        .where(eq(tariffVersions.contractTypeId, contractTypeId))
        .orderBy(desc(tariffVersions.effectiveFrom));
      return rows.map((row) => ({ ...row.version, locked: row.locked }));
    },

    /** Publishes a version; the type stays locked until it is stored, so no invoice is priced in between. */
    async create(contractTypeId: number, fields: TariffVersionFields): Promise<TariffVersionWithLock> {
      const id = await db.transaction(async (tx) => {
        await lockContractType(tx, contractTypeId);
        await refuseDateTaken(tx, contractTypeId, fields.effectiveFrom);
        await refuseInvoicedMonths(tx, contractTypeId, fields.effectiveFrom);
        const [created] = await tx
          .insert(tariffVersions)
          .values({ contractTypeId, ...stored(fields) })
          .returning({ id: tariffVersions.id });
        return created!.id;
      });
      return versionOf(contractTypeId, id);
    },

    /** Corrects a version that has priced nothing yet. */
    async update(contractTypeId: number, versionId: number, fields: TariffVersionFields) {
      await db.transaction(async (tx) => {
        await lockContractType(tx, contractTypeId);
        await versionOf(contractTypeId, versionId);
        await refuseLocked(tx, versionId);
        await refuseDateTaken(tx, contractTypeId, fields.effectiveFrom, versionId);
        await refuseInvoicedMonths(tx, contractTypeId, fields.effectiveFrom, versionId);
        await tx.update(tariffVersions).set(stored(fields)).where(eq(tariffVersions.id, versionId));
      });
      return versionOf(contractTypeId, versionId);
    },

    /** Deletes a version that has priced nothing yet. */
    async remove(contractTypeId: number, versionId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockContractType(tx, contractTypeId);
        await versionOf(contractTypeId, versionId);
        await refuseLocked(tx, versionId);
        await tx.delete(tariffVersions).where(eq(tariffVersions.id, versionId));
      });
    },

    /**
     * What a reading of `date`'s month (default: today in Maputo) consuming `consumption` m³ would be billed, by the
     * code that prices invoices: the version in force on the month's last day, else the type's own prices.
     */
    async quote(
      contractTypeId: number,
      consumption: number,
      date = todayInMaputo(),
    ): Promise<PricedConsumption> {
      const { year, month } = periodOf(date);
      const type = await typeInForce(db, contractTypeId, year, month);
      if (!type) throw notFound(r.contractTypeNotFound);
      return priceRow({ consumption, ...type }, type.schedule);
    },
  };
}

/** The (year, month) of a YYYY-MM-DD date. */
function periodOf(date: string): { year: number; month: number } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return Number.isInteger(year) && Number.isInteger(month) ? { year, month } : currentPeriod();
}

export type TariffService = ReturnType<typeof createTariffService>;

declare module 'fastify' {
  interface FastifyInstance {
    tariffs: TariffService;
  }
}

export default fp(
  async (app) => {
    app.decorate('tariffs', createTariffService(app.db));
  },
  { name: 'tariffs', dependencies: ['db'] },
);
