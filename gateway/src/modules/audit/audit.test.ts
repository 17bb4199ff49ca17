import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp } from '@agua/api/test-app';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api and the real gateway: Auditoria and Cópias de Segurança over GraphQL, an administrator's alone; the
// backup's file through /files, byte for byte.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let admin: string;
let tech: string;
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'agua-gateway-backups-'));
  api = await createTestApp({ backups: { directory, dailyHour: null, keep: 3 } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  admin = await api.login('admin', 'admin123');
  tech = await api.login('tecnico', 'tecnico123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await rm(directory, { recursive: true, force: true });
});

const RENAME = `mutation ($id: ID!, $input: ZoneInput!) { updateZone(id: $id, input: $input) { message } }`;
const AUDIT = `query ($filter: AuditFilter) {
  auditPage(page: 1, size: 10, filter: $filter) {
    total items { entity entityId action userName address changes { field before after hidden } }
  }
}`;

interface AuditAnswer {
  auditPage: {
    total: number;
    items: {
      entity: string;
      entityId: string;
      action: string;
      userName: string | null;
      changes: unknown[];
    }[];
  };
}

describe('Auditoria over GraphQL', () => {
  it('shows an administrator a change made through the gateway, with who and before → after; a Técnico nothing', async () => {
    const zone = await gateway.graphql(RENAME, {
      token: admin,
      variables: {
        id: '1',
        input: { designation: 'Zona Renomeada', description: 'Pela gateway', enterpriseId: '1' },
      },
    });
    expect(zone.errors).toBeUndefined();
    const answer = await gateway.graphql<AuditAnswer>(AUDIT, {
      token: admin,
      variables: { filter: { entity: 'zones', entityId: '1' } },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.auditPage.total).toBe(1);
    expect(answer.data!.auditPage.items[0]).toMatchObject({
      entity: 'zones',
      action: 'UPDATE',
      userName: 'Administrador do Sistema',
      changes: expect.arrayContaining([
        expect.objectContaining({ field: 'designation', after: 'Zona Renomeada' }),
      ]),
    });
    const refused = await gateway.graphql(AUDIT, { token: tech, variables: {} });
    expect(refused.errors?.[0]?.message).toBe(messages.auth.forbidden);
  });

  it('names a bad filter in Portuguese', async () => {
    const bad = await gateway.graphql(AUDIT, {
      token: admin,
      variables: { filter: { from: '2026-05-02', to: '2026-05-01' } },
    });
    expect(JSON.stringify(bad.errors)).toContain(messages.audit.validation.period);
  });
});

const REQUEST = 'mutation { requestBackup { backup { backupId status trigger } message } }';
const BACKUPS =
  '{ backupSettings { dailyHour keep encrypted } backupsPage(page: 1, size: 5) { total items { backupId status sizeBytes checksum } } }';

interface BackupsAnswer {
  backupSettings: { dailyHour: number | null; keep: number; encrypted: boolean };
  backupsPage: {
    total: number;
    items: { backupId: string; status: string; sizeBytes: number; checksum: string }[];
  };
}

describe('Cópias de Segurança over GraphQL and /files', () => {
  it('queues a backup, lists it done, and hands its file over to an administrator only', async () => {
    const requested = await gateway.graphql<{
      requestBackup: { backup: { backupId: string; status: string } };
    }>(REQUEST, { token: admin });
    expect(requested.errors).toBeUndefined();
    expect(requested.data!.requestBackup.backup).toMatchObject({ status: 'QUEUED' });
    let listed: BackupsAnswer | undefined;
    for (let attempt = 0; attempt < 120; attempt += 1) {
      listed = (await gateway.graphql<BackupsAnswer>(BACKUPS, { token: admin })).data!;
      if (listed.backupsPage.items[0]?.status === 'DONE') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(listed!.backupSettings).toEqual({ dailyHour: null, keep: 3, encrypted: false });
    const done = listed!.backupsPage.items[0]!;
    expect(done.status).toBe('DONE');

    const file = await fetch(`${gateway.url}/files/backups/${done.backupId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(done.sizeBytes);
    expect(bytes.subarray(bytes.length - 32).toString('hex')).toBe(done.checksum);
    const byTech = await fetch(`${gateway.url}/files/backups/${done.backupId}`, {
      headers: { authorization: `Bearer ${tech}` },
    });
    expect(byTech.status).toBe(403);
    const techRequest = await gateway.graphql(REQUEST, { token: tech });
    expect(JSON.stringify(techRequest)).toContain(messages.auth.forbidden);
  });
});
