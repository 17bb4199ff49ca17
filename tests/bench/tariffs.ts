// Regulated tariffs (docs/domain.md "Tarifas"), two ratios measured side by side:
// - billing a 50,000-row field sheet when its contracts' type has a 4-escalão version with taxa fixa, sanitation and
//   VAT, against the same sheet when the type has a one-price version (goal: at most 1.2x); rounds alternate, the
//   same meters, the same readings, only the contracts' type changes between them;
// - GET /tariff/quote against GET /contract-type/{id} (goal: p50 at most 1.2x).
// Needs the 50,000 load clients benchCustomers adds (added here when run by itself).

import { currentPeriod } from '@agua/domain/dates';
import { Agent, FormData, request } from 'undici';
import { fourBlocks, onePrice } from '../../api/src/modules/tariffs/example-versions.ts';
import { removeMonth, withDatabase, withoutInvoiceSms } from './bench-database.ts';
import { addClients } from './customers.ts';
import { compare } from './harness.ts';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const FOUR_BLOCKS = fourBlocks('2000-01-01');
const ONE_PRICE = onePrice('2000-01-01', 72.83);

export async function benchTariffs(
  apiUrl: string,
  signIn: () => Promise<string>,
  rounds: number,
  iterations: number,
): Promise<void> {
  const dispatcher = new Agent();
  // A session of its own, renewed before each timed upload: on a busy machine the section outlasts a session.
  let token = await signIn();
  const call = async (path: string, init: { method?: 'GET' | 'POST'; body?: string | FormData } = {}) => {
    const response = await request(`${apiUrl}${path}`, {
      dispatcher,
      method: init.method ?? 'GET',
      body: init.body,
      headers: {
        authorization: `Bearer ${token}`,
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
    });
    const text = await response.body.text();
    if (response.statusCode >= 400) throw new Error(`${path}: ${response.statusCode} ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const newType = async (designation: string, version: object) => {
    const type = await call('/contract-type', {
      method: 'POST',
      body: JSON.stringify({
        designation,
        minimumConsumptionValue: 0,
        pricePerConsumptionUnit: 0,
        reconnectionFee: 0,
      }),
    });
    const id = type.contractTypeId as number;
    await call(`/contract-type/${id}/tariff`, { method: 'POST', body: JSON.stringify(version) });
    return id;
  };

  try {
    await addClients(50_000);
    const suffix = Date.now().toString(36);
    const fourBlocks = await newType(`Bench 4 escalões ${suffix}`, FOUR_BLOCKS);
    const onePrice = await newType(`Bench preço único ${suffix}`, ONE_PRICE);
    const { meterIds, contractIds, originalType } = await withDatabase(async (client) => {
      const rows = await client.query<{ meter_id: number; contract_id: number; type: number }>(
        `select m.id as meter_id, k.id as contract_id, k.contract_type_id as type
           from client_meters m join clients c on c.id = m.client_id join contracts k on k.meter_id = m.id
          where c.name like 'Cliente de Carga %' order by m.id limit 50000`,
      );
      return {
        meterIds: rows.rows.map((row) => row.meter_id),
        contractIds: rows.rows.map((row) => row.contract_id),
        originalType: rows.rows[0]?.type ?? 1,
      };
    });
    if (meterIds.length < 49_000)
      throw new Error(`tariffs bench: ${meterIds.length} load meters, 49,000 or more needed`);
    const current = currentPeriod();
    // Each meter's index before this month, whatever earlier sections (the load, the SMS) read on it: the sheet
    // advances every meter from there, so the section measures billing and never a refusal.
    const previous = await withDatabase(async (client) => {
      const rows = await client.query<{ meter_id: number; index: number }>(
        `select m.id as meter_id,
                coalesce((select r.current_reading from readings r
                           where r.meter_id = m.id and r.active and r.state <> 'CANCELED'
                             and r.reading_year * 12 + r.reading_month < $2
                           order by r.reading_year desc, r.reading_month desc, r.id desc limit 1),
                         m.cubic_meters) as index
           from client_meters m where m.id = any($1)`,
        [meterIds, current.year * 12 + current.month],
      );
      return new Map(rows.rows.map((row) => [row.meter_id, Number(row.index)]));
    });
    // 0–29 m³ across the meters: every escalão, the minimum and both exemptions are crossed.
    const csv = `Contador;Leitura Actual\n${meterIds
      .map((id, index) => `${id};${(previous.get(id) ?? 0) + (index % 30)}`)
      .join('\n')}\n`;

    // The load meters without this month's readings, under the given type: where each round starts, and the end.
    const resetTo = (typeId: number) =>
      withDatabase(
        async (client) => {
          await removeMonth(client, meterIds, current);
          await client.query('update contracts set contract_type_id = $2 where id = any($1)', [
            contractIds,
            typeId,
          ]);
          await client.query('analyze readings; analyze invoices');
        },
        { unaudited: true },
      );
    const round = async (typeId: number) => {
      token = await signIn();
      await resetTo(typeId);
      const form = new FormData();
      form.set('readingMonth', String(current.month));
      form.set('readingYear', String(current.year));
      form.set('file', new Blob([csv], { type: 'text/csv' }), 'leituras.csv');
      const start = process.hrtime.bigint();
      const answer = await call('/reading/upload', { method: 'POST', body: form });
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      if (answer.created !== meterIds.length) throw new Error(`upload created ${String(answer.created)}`);
      return seconds;
    };

    const one: number[] = [];
    const four: number[] = [];
    // Billing is measured here, not the invoices' SMS (bench-database.ts).
    await withoutInvoiceSms(meterIds, async () => {
      for (let i = 0; i < rounds; i += 1) {
        // Alternating which goes first, so a machine getting busier slows both alike.
        if (i % 2 === 0) {
          one.push(await round(onePrice));
          four.push(await round(fourBlocks));
        } else {
          four.push(await round(fourBlocks));
          one.push(await round(onePrice));
        }
      }
    });
    const lines = await withDatabase(async (client) => {
      const result = await client.query<{ n: string }>(
        `select sum(json_array_length(i.lines)) as n from invoices i join readings r on r.id = i.reading_id
          where r.meter_id = any($1) and r.reading_year = $2 and r.reading_month = $3`,
        [meterIds, current.year, current.month],
      );
      return Number(result.rows[0]?.n ?? 0);
    });
    console.log(
      `\nBilling a ${meterIds.length}-row field sheet (${rounds} rounds each, alternating; median)`,
    );
    console.log(`  one-price tariff                             ${median(one).toFixed(2).padStart(8)} s`);
    console.log(
      `  4 escalões + taxa fixa + saneamento + IVA    ${median(four).toFixed(2).padStart(8)} s   (${lines} lines stored in the last round)`,
    );
    console.log(`  ratio 4-escalão / one-price: ${(median(four) / median(one)).toFixed(2)}x (goal ≤ 1.2x)`);

    await resetTo(originalType);

    token = await signIn();
    await compare({
      name: 'Tariff quote against reading the contract type',
      baseline: {
        label: `GET /contract-type/${fourBlocks}`,
        run: () => call(`/contract-type/${fourBlocks}`),
      },
      candidate: {
        label: 'GET /tariff/quote (4 escalões, 23 m³)',
        run: () => call(`/tariff/quote?contractTypeId=${fourBlocks}&consumption=23`),
      },
      iterations,
    });
  } finally {
    await dispatcher.close();
  }
}
