import { currentPeriod } from '@agua/domain/dates';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { buildApp } from '../../app.ts';
import { fixtures, fourBlocks } from './tariff-fixtures.ts';

// docs/domain.md "Tarifas": a version published while readings of its month are being registered. The type's row is
// the lock both take (FOR UPDATE to publish, FOR SHARE to price): whatever the interleaving, no invoice may end up
// priced by a version other than the one in force for its month.

let t: TestApp;
/** A second api instance on the same database (as behind the load balancer): its pool is not the registrations'. */
let second: FastifyInstance;
let admin: Record<string, string>;
let tech: Record<string, string>;
let f: ReturnType<typeof fixtures>;
const lastYear = currentPeriod().year - 1;
const READINGS = 50;
/** The publications' answers, to see both orders happened. */
const outcomes: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // This file's own database holds every invoice insert 150 ms, between the pricing (which read the versions) and
  // the commit: the window where a version published without the type's lock would slip in unseen.
  await queryRows(
    t.databaseUrl,
    `create function hold_invoice_insert() returns trigger language plpgsql as
       $$ begin perform pg_sleep(0.15); return null; end $$;
     create trigger hold_invoice_insert before insert on invoices
       for each statement execute function hold_invoice_insert();`,
  );
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  f = fixtures(t, admin);
  second = await buildApp({ demoAccounts: true, databaseUrl: t.databaseUrl, jwtSecret: t.jwtSecret });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('publishing a version while 50 readings are registered', () => {
  // When the publication starts: a number is ms after the registrations (negative: they start after it); 'first'
  // is as soon as the first registration has answered (its invoice is then committed, the others still in flight).
  it.each<number | 'first'>([-200, 0, 50, 120, 'first'])(
    'never leaves an invoice priced by a version other than the one in force (publish at %s)',
    async (start) => {
      const typeId = await f.contractType();
      const meters: number[] = [];
      for (let i = 0; i < READINGS; i += 1) meters.push(await f.meterOfType(typeId, `${lastYear}-01-01`));
      const month = 7;
      const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
      const delay = typeof start === 'number' ? start : 0;
      const registrations = meters.map((meterId) =>
        after(-delay).then(() =>
          f.call(tech, 'POST', '/reading', {
            meterId,
            readingYear: lastYear,
            readingMonth: month,
            currentReading: 12,
          }),
        ),
      );
      const publishAt = start === 'first' ? Promise.race(registrations) : after(delay);
      const publish = publishAt.then(() =>
        second.inject({
          method: 'POST',
          url: `/api/v1/contract-type/${typeId}/tariff`,
          headers: admin,
          payload: fourBlocks(`${lastYear}-0${month}-01`),
        }),
      );
      const [published, ...registered] = await Promise.all([publish, ...registrations]);
      outcomes.push(published!.statusCode);
      expect(registered.every((response) => response.statusCode === 201)).toBe(true);
      expect([201, 409]).toContain(published!.statusCode);

      const rows = await queryRows<{ invoiced: number | null; in_force: number | null }>(
        t.databaseUrl,
        `select i.tariff_version_id as invoiced,
                (select v.id from tariff_versions v
                  where v.contract_type_id = c.contract_type_id
                    and v.effective_from <= (i.billing_month + interval '1 month' - interval '1 day')::date
                  order by v.effective_from desc limit 1) as in_force
           from invoices i join contracts c on c.id = i.contract_id
          where c.contract_type_id = $1`,
        [typeId],
      );
      expect(rows).toHaveLength(READINGS);
      expect(rows.filter((row) => row.invoiced !== row.in_force)).toEqual([]);
      // A refused version is one that came after invoices of its month: they all kept the type's own prices.
      if (published!.statusCode === 409) expect(rows.every((row) => row.invoiced === null)).toBe(true);
      else expect(rows.every((row) => row.invoiced === published!.json().tariffVersionId)).toBe(true);
    },
  );

  it('saw a publication both win the race (published first) and lose it (after an invoice of its month)', () => {
    expect(new Set(outcomes)).toEqual(new Set([201, 409]));
  });
});
