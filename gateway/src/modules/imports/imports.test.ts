import { describe, expect, it } from 'vitest';
import { useLiveProduct } from '../../../test/helpers/live-product.ts';

// Importar Dados through the real gateway in front of the real api: the template and the upload pass through
// /files, the history is GraphQL.
const product = useLiveProduct();

const HEADER =
  'Nome;NUIT;Telefone;Bairro;Endereço;Nº do Contador;Dígitos;Leitura Actual;Tipo de Contrato;Início do Contrato;Saldo Inicial';

async function upload(file: string, mode: string) {
  const form = new FormData();
  form.set('mode', mode);
  form.set('file', new Blob([file], { type: 'text/csv' }), 'gw.csv');
  return fetch(`${product.gateway.url}/files/imports/clients`, {
    method: 'POST',
    headers: { authorization: `Bearer ${product.admin}` },
    body: form,
  });
}

describe('Importar Dados', () => {
  it('downloads the template, uploads a file through /files and lists the import with its balances', async () => {
    const template = await fetch(`${product.gateway.url}/files/imports/template`, {
      headers: { authorization: `Bearer ${product.admin}` },
    });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
    const { data: empty } = await product.ask<{ clientImports: unknown[] }>('{ clientImports { importId } }');
    expect(empty.clientImports).toEqual([]);

    const { data: setup } = await product.ask<{
      zones: { designation: string }[];
      contractTypes: { designation: string }[];
    }>('{ zones { designation } contractTypes { designation } }');
    const zone = setup.zones[0]?.designation;
    const type = setup.contractTypes[0]?.designation;
    const file = [
      HEADER,
      `Gateway Um;400000001;841111111;${zone};Rua 1;GW-1;5;10;${type};2024-02-01;1.234,50`,
      `Gateway Dois;400000002;+258 82 222 2222;${zone};Rua 2;GW-2;6;20;${type};01/02/2024;-99.90`,
    ].join('\n');
    const dry = await upload(file, 'DRY_RUN');
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ rows: 2, errorCount: 0, committed: false });
    const commit = await upload(file, 'COMMIT');
    expect(commit.status).toBe(202);
    const { importId } = (await commit.json()) as { importId: number };
    // The job queue imports it; its progress is GraphQL's clientImport.
    let job:
      | { state: string; rowsDone: number; rowsTotal: number; clients: number; openingCredit: string }
      | undefined;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const { data: followed } = await product.ask<{ clientImport: NonNullable<typeof job> }>(
        `{ clientImport(importId: "${importId}") { state rowsDone rowsTotal clients openingCredit } }`,
      );
      job = followed.clientImport;
      if (job.state === 'CONCLUIDA' || job.state === 'FALHOU') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(job).toEqual({
      state: 'CONCLUIDA',
      rowsDone: 2,
      rowsTotal: 2,
      clients: 2,
      openingCredit: '1234.50',
    });

    const { data } = await product.ask<{
      clientImports: {
        fileName: string;
        clients: number;
        openingCredit: string;
        openingDebt: string;
        createdByName: string;
      }[];
    }>('{ clientImports { fileName clients openingCredit openingDebt createdByName } }');
    expect(data.clientImports).toEqual([
      {
        fileName: 'gw.csv',
        clients: 2,
        openingCredit: '1234.50',
        openingDebt: '-99.90',
        createdByName: expect.any(String),
      },
    ]);
  });

  it('lists an import that failed among the unfinished ones, with its reason', async () => {
    // Planted as the job leaves a failed import: only the api decides what counts as unfinished.
    const { rows } = await product.api.app.db.execute<{ id: number }>(
      `insert into client_import_jobs (file_name, checksum, kind, state, rows_total, reason, audit, finished_at)
       values ('falhou.csv', 'f', 'csv', 'FALHOU', 3, 'Nada foi importado: 3 problemas no ficheiro.', '{}', now())
       returning id`,
    );
    const { data } = await product.ask<{
      unfinishedClientImports: { importId: string; fileName: string; state: string; reason: string | null }[];
    }>('{ unfinishedClientImports { importId fileName state reason } }');
    expect(data.unfinishedClientImports).toEqual([
      {
        importId: String(rows[0]?.id),
        fileName: 'falhou.csv',
        state: 'FALHOU',
        reason: 'Nada foi importado: 3 problemas no ficheiro.',
      },
    ]);
  });
});
