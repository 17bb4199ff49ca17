import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { currentPeriod } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api on a fresh seeded database behind the real gateway: readings over GraphQL, files over /files.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let tech: string;
let admin: string;
const now = currentPeriod();

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  tech = await api.login('tecnico', 'tecnico123');
  admin = await api.login('admin', 'admin123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function readableMeter(): Promise<{ meterId: number; zoneId: number }> {
  const { rows } = await api.app.pool.query<{ meter_id: number; zone_id: number }>(
    `select m.id as meter_id, cl.zone_id from client_meters m
       join contracts c on c.meter_id = m.id and c.contract_status = 1
       join clients cl on cl.id = m.client_id
      where not exists (select 1 from suspensions s where s.meter_id = m.id and s.status = 'ACTIVE')
        and not exists (select 1 from readings r where r.meter_id = m.id and r.reading_year = $1 and r.reading_month = $2)
      order by m.id limit 1`,
    [now.year, now.month],
  );
  const row = rows[0];
  if (!row) throw new Error('no readable meter');
  return { meterId: row.meter_id, zoneId: row.zone_id };
}

const CREATE = `mutation Create($input: CreateReadingInput!) {
  createReading(input: $input) {
    reading { readingId previousReading consumption state client { name } meter { meterId brand } }
    invoice { invoiceId readingId amount totalAmount paymentStatus }
    alreadyRecorded message inputErrors { field message }
  }
}`;

describe('readings over GraphQL', () => {
  it('registers a reading with the invoice issued with it, and streams its PDF through /files', async () => {
    const { meterId } = await readableMeter();
    const PERIOD = `query P($m: ID!, $y: Int!, $mo: Int!) {
      previousReading(meterId: $m, readingYear: $y, readingMonth: $mo)
      monthReading(meterId: $m, readingYear: $y, readingMonth: $mo) { readingId currentReading }
    }`;
    const periodOf = () =>
      gateway.graphql<{ previousReading: number; monthReading: { readingId: string } | null }>(PERIOD, {
        variables: { m: meterId, y: now.year, mo: now.month },
        token: tech,
      });
    const previous = await periodOf();
    const previousReading = previous.data?.previousReading ?? -1;
    expect(previousReading).toBeGreaterThanOrEqual(0);
    // The month is not read yet: nothing to warn about.
    expect(previous.data?.monthReading).toBeNull();

    const created = await gateway.graphql<{
      createReading: {
        reading: {
          readingId: string;
          previousReading: number;
          consumption: number;
          client: { name: string };
          meter: { meterId: string };
        };
        invoice: { invoiceId: string; readingId: string; amount: string; totalAmount: string } | null;
      };
    }>(CREATE, {
      variables: {
        input: {
          meterId,
          readingMonth: now.month,
          readingYear: now.year,
          currentReading: String(previousReading + 9),
        },
      },
      token: tech,
    });
    const reading = created.data?.createReading.reading;
    expect(reading).toMatchObject({ previousReading, consumption: 9 });
    expect(reading?.client.name).toBeTruthy();
    expect(String(reading?.meter.meterId)).toBe(String(meterId));
    // Now the month is read: the form can warn before a second reading.
    expect((await periodOf()).data?.monthReading).toEqual({
      readingId: reading?.readingId,
      currentReading: previousReading + 9,
    });

    // The api issued the invoice in the same transaction: the payload carries it, in exact MZN.
    const issued = created.data?.createReading.invoice;
    expect(issued).toMatchObject({ readingId: reading?.readingId, paymentStatus: null });
    expect(issued?.amount).toMatch(/^\d+\.\d{2}$/);
    expect(Number(issued?.amount)).toBeGreaterThan(0);
    const stored = await api.app.pool.query<{ id: number; amount: string }>(
      'select id, amount::text from invoices where reading_id = $1',
      [reading?.readingId],
    );
    expect(stored.rows).toEqual([{ id: Number(issued?.invoiceId), amount: issued?.amount }]);

    // One invoice per reading: asking for it again answers the same invoice, never a second one.
    const again = await gateway.graphql<{
      createInvoice: { invoice: { invoiceId: string; totalAmount: string } | null; message: string | null };
    }>(
      'mutation I($id: ID!) { createInvoice(readingId: $id) { invoice { invoiceId totalAmount } message } }',
      {
        variables: { id: reading?.readingId },
        token: tech,
      },
    );
    expect(again.errors).toBeUndefined();
    expect(again.data?.createInvoice).toMatchObject({
      invoice: { invoiceId: issued?.invoiceId, totalAmount: issued?.totalAmount },
      message: null,
    });
    const count = await api.app.pool.query('select 1 from invoices where reading_id = $1', [
      reading?.readingId,
    ]);
    expect(count.rowCount).toBe(1);

    // The same reading sent again (its answer lost on a slow link) is answered as saved: the stored reading and
    // invoice, marked alreadyRecorded; a different value is refused naming the stored one.
    const input = { meterId, readingMonth: now.month, readingYear: now.year };
    const resent = await gateway.graphql<{
      createReading: {
        reading: { readingId: string } | null;
        invoice: { invoiceId: string } | null;
        alreadyRecorded: boolean;
        message: string | null;
      };
    }>(CREATE, {
      variables: { input: { ...input, currentReading: String(previousReading + 9) } },
      token: tech,
    });
    expect(resent.data?.createReading).toMatchObject({
      reading: { readingId: reading?.readingId },
      invoice: { invoiceId: issued?.invoiceId },
      alreadyRecorded: true,
      message: null,
    });
    const other = await gateway.graphql<{ createReading: { reading: null; message: string } }>(CREATE, {
      variables: { input: { ...input, currentReading: String(previousReading + 10) } },
      token: tech,
    });
    expect(other.data?.createReading.reading).toBeNull();
    expect(other.data?.createReading.message).toContain(`gravada com ${previousReading + 9} m³`);
    expect(
      (
        await api.app.pool.query(
          'select 1 from readings where meter_id = $1 and reading_year = $2 and reading_month = $3',
          [meterId, now.year, now.month],
        )
      ).rowCount,
    ).toBe(1);

    const pdf = await fetch(`${gateway.url}/files/invoices/water-bill/${reading?.readingId}`, {
      headers: { authorization: `Bearer ${tech}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const anonymous = await fetch(`${gateway.url}/files/invoices/water-bill/${reading?.readingId}`);
    expect(anonymous.status).toBe(401);
  });

  it('answers a refused reading as a payload message, and a bulk approval by a technician as FORBIDDEN', async () => {
    const { meterId } = await readableMeter();
    const refused = await gateway.graphql<{ createReading: { reading: null; message: string } }>(CREATE, {
      variables: { input: { meterId, readingMonth: now.month, readingYear: now.year, currentReading: '0' } },
      token: tech,
    });
    // 0 is below any meter's previous index except a fresh one at 0.
    if (refused.data?.createReading.reading === null)
      expect(refused.data.createReading.message).toContain('não é uma volta plausível');

    const pending = await gateway.graphql<{ readings: { readingId: string; state: string }[] }>(
      'query { readings(state: PENDING) { readingId state } }',
      { token: tech },
    );
    const ids = (pending.data?.readings ?? []).slice(0, 2).map((r) => r.readingId);
    expect(ids.length).toBeGreaterThan(0);
    const BULK = `mutation B($input: BulkUpdateReadingsInput!) { bulkUpdateReadings(input: $input) { readings { readingId state } message } }`;
    const forbidden = await gateway.graphql(BULK, {
      variables: { input: { readingIds: ids, state: 'APPROVED' } },
      token: tech,
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The latest pending readings may be flagged: included on purpose (docs/domain.md "Readings from the field").
    const approved = await gateway.graphql<{ bulkUpdateReadings: { readings: { state: string }[] } }>(BULK, {
      variables: { input: { readingIds: ids, state: 'APPROVED', includeFlagged: true } },
      token: admin,
    });
    expect(approved.data?.bulkUpdateReadings.readings.map((r) => r.state)).toEqual(ids.map(() => 'APPROVED'));
  });
});

describe("the pending page's bulk update by filter", () => {
  it('approves every PENDING reading of a zone matching the search, answering how many, and refuses a mixed input', async () => {
    const { rows: targets } = await api.app.pool.query<{ zone_id: number; name: string }>(
      `select c.zone_id, c.name from readings r join client_meters m on m.id = r.meter_id
         join clients c on c.id = m.client_id where r.state = 'PENDING' order by r.id limit 1`,
    );
    const target = targets[0];
    if (!target) throw new Error('no pending reading');
    const search = target.name.toLowerCase();
    const PAGE = `query P($zoneId: ID, $search: String) {
      readingsPage(page: 1, size: 5, zoneId: $zoneId, search: $search, state: PENDING) { total }
    }`;
    const listed = await gateway.graphql<{ readingsPage: { total: number } }>(PAGE, {
      variables: { zoneId: target.zone_id, search },
      token: admin,
    });
    const total = listed.data?.readingsPage.total ?? 0;
    expect(total).toBeGreaterThan(0);
    const { rows: before } = await api.app.pool.query<{ n: string }>(
      `select count(*) as n from readings where state = 'PENDING'`,
    );

    const BULK = `mutation B($input: BulkUpdateReadingsInput!) {
      bulkUpdateReadings(input: $input) { updated readings { readingId } message }
    }`;
    type BulkBody = { bulkUpdateReadings: { updated: number; readings: unknown[]; message: string | null } };
    const filter = { state: 'PENDING', zoneId: target.zone_id, search };
    const forbidden = await gateway.graphql(BULK, {
      variables: { input: { filter, state: 'APPROVED' } },
      token: tech,
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mixed = await gateway.graphql<BulkBody>(BULK, {
      variables: { input: { filter, readingIds: ['1'], state: 'APPROVED' } },
      token: admin,
    });
    expect(mixed.data?.bulkUpdateReadings).toEqual({
      updated: 0,
      readings: [],
      message: 'Indique as leituras (readingIds) ou um filtro (filter), e não ambos.',
    });
    const notPending = await gateway.graphql<BulkBody>(BULK, {
      variables: { input: { filter: { ...filter, state: 'APPROVED' }, state: 'PENDING' } },
      token: admin,
    });
    expect(notPending.data?.bulkUpdateReadings.message).toBe(
      'O filtro só abrange leituras pendentes (state PENDING).',
    );

    // Flagged readings (checks, estimates) are approved only when included (docs/domain.md "Readings from the field").
    const approved = await gateway.graphql<BulkBody>(BULK, {
      variables: { input: { filter, state: 'APPROVED', includeFlagged: true } },
      token: admin,
    });
    expect(approved.data?.bulkUpdateReadings).toEqual({ updated: total, readings: [], message: null });
    const after = await gateway.graphql<{ readingsPage: { total: number } }>(PAGE, {
      variables: { zoneId: target.zone_id, search },
      token: admin,
    });
    expect(after.data?.readingsPage.total).toBe(0);
    const { rows: left } = await api.app.pool.query<{ n: string }>(
      `select count(*) as n from readings where state = 'PENDING'`,
    );
    expect(Number(left[0]?.n)).toBe(Number(before[0]?.n) - total);
  });
});

describe('the reading list page', () => {
  it('pages, sorts and searches on the api, with the total of the zone', async () => {
    const { zoneId } = await readableMeter();
    const { rows } = await api.app.pool.query<{ n: string }>(
      `select count(*) as n from readings r join client_meters m on m.id = r.meter_id
         join clients c on c.id = m.client_id where c.zone_id = $1`,
      [zoneId],
    );
    const PAGE = `query P($zoneId: ID, $search: String) {
      readingsPage(page: 1, size: 5, sort: "period,desc", zoneId: $zoneId, search: $search) {
        total items { readingId readingYear readingMonth zoneId clientName }
      }
    }`;
    type PageBody = {
      readingsPage: {
        total: number;
        items: { readingYear: number; readingMonth: number; zoneId: string; clientName: string }[];
      };
    };
    const page = await gateway.graphql<PageBody>(PAGE, { variables: { zoneId }, token: tech });
    expect(page.errors).toBeUndefined();
    const result = page.data?.readingsPage;
    expect(result?.total).toBe(Number(rows[0]?.n));
    expect(result?.items).toHaveLength(5);
    const periods = result?.items.map((r) => r.readingYear * 100 + r.readingMonth) ?? [];
    expect(periods).toEqual([...periods].sort((a, b) => b - a));
    expect(result?.items.every((r) => String(r.zoneId) === String(zoneId))).toBe(true);

    const name = result?.items[0]?.clientName ?? '';
    const searched = await gateway.graphql<PageBody>(PAGE, {
      variables: { zoneId, search: name },
      token: tech,
    });
    expect(searched.data?.readingsPage.items.every((r) => r.clientName === name)).toBe(true);
  });
});

describe('/files for the field sheet', () => {
  it('streams the zone export and passes an upload through, with the api refusing a bad file', async () => {
    const { zoneId } = await readableMeter();
    const sheet = await fetch(`${gateway.url}/files/readings/export?zoneId=${zoneId}`, {
      headers: { authorization: `Bearer ${tech}` },
    });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-disposition')).toContain('.xlsx');
    expect(
      Buffer.from(await sheet.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const form = new FormData();
    form.set('readingMonth', String(now.month));
    form.set('readingYear', String(now.year));
    form.set('file', new Blob([Buffer.from('not a picture')], { type: 'image/png' }), 'foto.png');
    const upload = await fetch(`${gateway.url}/files/readings/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tech}` },
      body: form,
    });
    expect(upload.status).toBe(415);
    expect(((await upload.json()) as { message: string }).message).toContain('.xlsx ou .csv');
  });
});
