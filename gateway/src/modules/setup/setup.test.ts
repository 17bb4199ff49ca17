import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api on a fresh seeded database and the real gateway in front of it; the api's server counts the
// requests it receives, so the test sees how many REST calls the setup screen's one query costs.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let admin: string;
let tech: string;
let apiRequests = 0;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  api.app.server.on('request', () => {
    apiRequests += 1;
  });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  admin = await api.login('admin', 'admin123');
  tech = await api.login('tecnico', 'tecnico123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const SETUP_SCREEN = `{
  enterprises { enterpriseId name zones { zoneId } }
  zones { zoneId designation enterpriseName enterprise { enterpriseId name } }
  invoiceConfigurations { invoiceConfigurationId maxInterval }
  contractTypes { contractTypeId designation pricePerConsumptionUnit }
  fineConfigurations { fineConfigurationId acruedFinePercentage }
  rubrics { rubricId price }
  users { userId username active }
  roles { value label }
}`;

interface Zone {
  zoneId: string;
  designation: string;
  enterpriseId: string;
  enterpriseName: string;
  enterprise: { enterpriseId: string; name: string };
}

async function setupScreen() {
  const before = apiRequests;
  const body = await gateway.graphql<{ zones: Zone[]; enterprises: { zones: { zoneId: string }[] }[] }>(
    SETUP_SCREEN,
    { token: admin },
  );
  expect(body.errors).toBeUndefined();
  return { data: body.data!, restCalls: apiRequests - before };
}

describe('the setup screen query', () => {
  it('resolves every zone’s enterprise in one batched call, whatever the number of zones', async () => {
    const small = await setupScreen();
    await api.app.pool.query(`
      insert into enterprises (name, email, nuit, phone_number, address)
      select 'Empresa ' || g, 'e' || g || '@agua.co.mz', '7' || lpad(g::text, 8, '0'), '21000000', 'Maputo'
      from generate_series(1, 40) g`);
    await api.app.pool.query(`
      insert into zones (designation, description, enterprise_id)
      select 'Bairro ' || g, 'Bairro ' || g, (select min(id) from enterprises) + g % 41
      from generate_series(1, 300) g`);
    const large = await setupScreen();

    expect(large.data.zones.length).toBe(small.data.zones.length + 300);
    expect(large.restCalls).toBe(small.restCalls);
    // 8 lists + one batch of enterprises for the zones + one batch of zones for the enterprises.
    expect(large.restCalls).toBe(10);
    for (const zone of large.data.zones) expect(zone.enterprise.name).toBe(zone.enterpriseName);
    const zonesOfEnterprises = large.data.enterprises.reduce((sum, e) => sum + e.zones.length, 0);
    expect(zonesOfEnterprises).toBe(large.data.zones.length);
  });

  it('filters zones by enterprise and reads one record by id', async () => {
    const body = await gateway.graphql<{ zones: Zone[]; zone: Zone; contractType: { designation: string } }>(
      '{ zones(enterpriseId: "1") { zoneId enterpriseId } zone(id: "2") { designation enterprise { name } } contractType(id: "1") { designation } }',
      { token: tech },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.zones.length).toBeGreaterThan(0);
    expect(new Set(body.data!.zones.map((zone) => String(zone.enterpriseId)))).toEqual(new Set(['1']));
    expect(body.data!.zone.enterprise.name).toBe('Águas do Maputo, E.P.');
    expect(body.data!.contractType.designation).toBe('Doméstico');

    const missing = await gateway.graphql('{ zone(id: "99999") { zoneId } }', { token: tech });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe(messages.setup.notFound.zone);
  });
});

const CREATE_ZONE = `mutation CreateZone($input: ZoneInput!) {
  createZone(input: $input) { zone { zoneId designation enterprise { name } } message inputErrors { field message } }
}`;
const CREATE_ENTERPRISE = `mutation CreateEnterprise($input: EnterpriseInput!) {
  createEnterprise(input: $input) { enterprise { enterpriseId } message inputErrors { field message } }
}`;

describe('setup mutations', () => {
  it('saves a zone and answers it with its enterprise', async () => {
    const body = await gateway.graphql<{ createZone: { zone: Zone; message: null; inputErrors: [] } }>(
      CREATE_ZONE,
      {
        token: admin,
        variables: { input: { designation: 'Khongolote', description: 'Matola', enterpriseId: '1' } },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createZone).toMatchObject({
      zone: { designation: 'Khongolote', enterprise: { name: 'Águas do Maputo, E.P.' } },
      message: null,
      inputErrors: [],
    });
  });

  it('turns a refused input into { message, inputErrors } naming the fields', async () => {
    const body = await gateway.graphql<{
      createEnterprise: { enterprise: null; message: string; inputErrors: unknown[] };
    }>(CREATE_ENTERPRISE, {
      token: admin,
      variables: { input: { name: 'X', email: 'x@agua.co.mz', nuit: '12a', phoneNumber: '84', address: '' } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createEnterprise.enterprise).toBeNull();
    expect(body.data!.createEnterprise.message).toBe(messages.validation.fieldErrors);
    expect(body.data!.createEnterprise.inputErrors).toEqual([
      { field: 'nuit', message: 'Nuit aceita apenas dígitos.' },
      { field: 'address', message: 'Endereço: Campo obrigatório.' },
    ]);
  });

  it('answers a taken NUIT with the conflict message', async () => {
    const body = await gateway.graphql<{ createEnterprise: { message: string } }>(CREATE_ENTERPRISE, {
      token: admin,
      variables: {
        input: { name: 'Y', email: 'y@agua.co.mz', nuit: '400123456', phoneNumber: '84', address: 'Maputo' },
      },
    });
    expect(body.data!.createEnterprise.message).toBe(messages.conflicts.enterpriseNuit);
  });

  it('refuses a technician with FORBIDDEN and saves nothing', async () => {
    const before = await api.app.pool.query('select count(*)::int as n from zones');
    const body = await gateway.graphql(CREATE_ZONE, {
      token: tech,
      variables: { input: { designation: 'Proibida', description: 'X', enterpriseId: '1' } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const after = await api.app.pool.query('select count(*)::int as n from zones');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('creates a user without sending an empty password, and updates it keeping the password', async () => {
    const input = {
      name: 'Zacarias Cossa',
      username: 'zacarias',
      password: 'leituras-do-bairro-magoanine',
      phoneNumber: '845551234',
      address: 'Magoanine B',
      role: 'FIELD_TECH',
    };
    const created = await gateway.graphql<{ createUser: { user: { userId: string; active: boolean } } }>(
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { userId active } message } }',
      { token: admin, variables: { input } },
    );
    const user = created.data!.createUser.user;
    expect(user.active).toBe(true);
    const updated = await gateway.graphql<{ updateUser: { user: { active: boolean } } }>(
      'mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { user { active } message } }',
      { token: admin, variables: { id: user.userId, input: { ...input, password: null, active: false } } },
    );
    expect(updated.data!.updateUser.user.active).toBe(false);
    await api.app.pool.query('update users set active = true where username = $1', ['zacarias']);
    expect((await api.login('zacarias', 'leituras-do-bairro-magoanine')).length).toBeGreaterThan(0);
  });

  it('serves the newest active fine tier', async () => {
    const body = await gateway.graphql<{
      lastActiveFineConfiguration: { acruedFinePercentage: number } | null;
    }>('{ lastActiveFineConfiguration { acruedFinePercentage } }', { token: tech });
    expect(body.data!.lastActiveFineConfiguration?.acruedFinePercentage).toBe(15);
  });

  it("reads a client's charged rubrics and deletes records no other record uses", async () => {
    const { rows } = await api.app.pool.query<{ client_id: number; meter_id: number }>(
      'select client_id, meter_id from contracts order by id limit 1',
    );
    const { client_id: clientId, meter_id: meterId } = rows[0]!;
    await api.app.pool.query('delete from client_rubrics where client_id = $1', [clientId]);
    const READ = `query ($clientId: ID!, $meterId: ID!) {
      rubricsByClient(clientId: $clientId) { rubricId }
      rubricsByMeter(meterId: $meterId) { rubricId }
      lastRubricOfClient(clientId: $clientId) { rubricId }
    }`;
    const variables = { clientId: String(clientId), meterId: String(meterId) };
    const never = await gateway.graphql<{ lastRubricOfClient: null; rubricsByClient: unknown[] }>(READ, {
      token: tech,
      variables,
    });
    expect(never.errors).toBeUndefined();
    expect(never.data).toEqual({ rubricsByClient: [], rubricsByMeter: [], lastRubricOfClient: null });

    await api.app.pool.query(
      `insert into client_rubrics (client_id, rubric_id, contract_id, quantity, unit_price)
       select $1, 2, c.id, 1, 500 from contracts c where c.client_id = $1 limit 1`,
      [clientId],
    );
    const charged = await gateway.graphql(READ, { token: tech, variables });
    expect(charged.data).toEqual({
      rubricsByClient: [{ rubricId: '2' }],
      rubricsByMeter: [{ rubricId: '2' }],
      lastRubricOfClient: { rubricId: '2' },
    });
    const unknownClient = await gateway.graphql(READ, {
      token: tech,
      variables: { ...variables, clientId: '99999' },
    });
    expect(unknownClient.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const DELETE = 'mutation ($id: ID!) { deleteRubric(id: $id) { deleted message } }';
    const inUse = await gateway.graphql<{ deleteRubric: { deleted: boolean; message: string } }>(DELETE, {
      token: admin,
      variables: { id: '2' },
    });
    expect(inUse.data!.deleteRubric).toEqual({ deleted: false, message: messages.setup.inUse.rubricCharged });
    const created = await gateway.graphql<{ createRubric: { rubric: { rubricId: string } } }>(
      'mutation { createRubric(input: { name: "Temporária", description: "Apagar", price: 1 }) { rubric { rubricId } } }',
      { token: admin },
    );
    const id = created.data!.createRubric.rubric.rubricId;
    const deleted = await gateway.graphql(DELETE, { token: admin, variables: { id } });
    expect(deleted.data).toEqual({ deleteRubric: { deleted: true, message: null } });
    const gone = await gateway.graphql('query ($id: ID!) { rubric(id: $id) { rubricId } }', {
      token: admin,
      variables: { id },
    });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
