import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { productDatabaseUrl, queryProductDatabase } from '../support/database.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Importar Dados: the administrator downloads the template, uploads a file with a bad phone on one row, sees that
// row named with its column, fixes it, imports the file — queued, its progress shown while the job waits for the
// import lock the spec holds, found among the unfinished imports once its address is lost, then its result, found
// again after leaving the page — and finds the client in Clientes. The spec brings a zone of its own and NUITs and
// meter numbers of its run, so no other spec's rows are touched.

const run = Date.now().toString().slice(-6);
const zone = `Importação ${run}`;
const HEADER =
  'Nome;NUIT;Telefone;Bairro;Endereço;Nº do Contador;Dígitos;Leitura Actual;Tipo de Contrato;Início do Contrato;Saldo Inicial';

function file(
  contractType: string,
  phoneOfSecond: string,
): { name: string; mimeType: string; buffer: Buffer } {
  const rows = [
    `Ana Importada ${run};5${run}01;+258 84 100 0001;${zone};Rua A, 1;IMP-${run}-1;5;1250;${contractType};15/01/2024;1.234,50`,
    `Bento Importado ${run};5${run}02;${phoneOfSecond};${zone};Rua B, 2;IMP-${run}-2;6;300;${contractType};2024-02-01;-150.75`,
    `Carla Importada ${run};5${run}03;823334444;${zone};Rua C, 3;IMP-${run}-3;5;0;${contractType};2024-03-01;0`,
  ];
  return {
    name: `clientes-${run}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...rows].join('\n')),
  };
}

async function choose(page: Page, upload: ReturnType<typeof file>) {
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Verificar ficheiro' }).click();
}

test('Importar Dados checks a file, names its bad row, imports the fixed file and the client is in Clientes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await queryProductDatabase(
    `insert into zones (designation, description, enterprise_id)
     select '${zone}', 'Bairro da importação de teste', id from enterprises order by id limit 1`,
  );
  const [type] = await queryProductDatabase<{ designation: string }>(
    'select designation from contract_types order by id limit 1',
  );
  const contractType = type?.designation ?? '';

  await signIn(page, demoUsers.admin);
  await page.getByRole('link', { name: 'Importar Dados' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar Dados' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarregar modelo (.xlsx)' }).click();
  expect((await download).suggestedFilename()).toBe('modelo_importacao_clientes.xlsx');

  await choose(page, file(contractType, '12345'));
  // The first task starts the api's worker threads: allow their start.
  await expect(page.getByText('1 problema em 3 linhas. Corrija o ficheiro e verifique de novo.')).toBeVisible(
    {
      timeout: 60_000,
    },
  );
  const problems = page.getByRole('table', { name: 'Problemas encontrados' });
  const bad = problems.getByRole('row').filter({ hasText: 'telefone moçambicano inválido' });
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('3');
  await expect(bad).toContainText('Telefone');
  await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await shootBoth(page, 'imports-errors');

  await choose(page, file(contractType, '+258 86 200 0002'));
  await expect(
    page.getByText('Ficheiro verificado: 3 linhas prontas a importar. Nada foi gravado.'),
  ).toBeVisible();
  // The spec holds the imports' lock (api/src/modules/imports/service.ts): the job starts and waits on it.
  const lock = new pg.Client({ connectionString: productDatabaseUrl() });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('agua.import'))`);
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page).toHaveURL(/[?&]importacao=\d+/);
    const job = page.getByRole('region', { name: `Importação de clientes-${run}.csv` });
    const bar = job.getByRole('progressbar', { name: 'Progresso da importação' });
    await expect(bar).toBeVisible();
    await expect(job.getByText(/^(Em fila|A importar)$/)).toBeVisible();
    await expect(job.getByText(/Ficheiro recebido|0 de 3 linhas \(0%\)/)).toBeVisible();
    await shootBoth(page, 'imports-progress');

    // Its address lost (Importar Dados opened again from the menu): the import waits among the unfinished ones, and
    // Acompanhar follows it again.
    const address = page.url();
    await page.getByRole('link', { name: 'Importar Dados' }).first().click();
    await expect(page).not.toHaveURL(/importacao=/);
    const unfinished = page.getByRole('region', { name: 'Importações por terminar' });
    await expect(unfinished.getByRole('listitem').filter({ hasText: `clientes-${run}.csv` })).toContainText(
      /Em fila|A importar/,
    );
    await shootBoth(page, 'imports-unfinished');
    await unfinished.getByRole('link', { name: `Acompanhar a importação de clientes-${run}.csv` }).click();
    await expect(page).toHaveURL(address);
    await expect(bar).toBeVisible();
  } finally {
    await lock.query(`select pg_advisory_unlock(hashtext('agua.import'))`).catch(() => undefined);
    await lock.end();
  }
  const job = page.getByRole('region', { name: `Importação de clientes-${run}.csv` });
  await expect(job.getByText('Importação concluída: 3 clientes criados.', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(job.getByText('Concluída', { exact: true })).toBeVisible();
  await expect(job.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(job.getByText('3 de 3 linhas (100%)')).toBeVisible();
  const followed = page.url();
  const history = page.getByRole('table', { name: 'Importações anteriores' });
  await expect(history.getByRole('row').filter({ hasText: `clientes-${run}.csv` })).toContainText(
    /1\s234,50/,
  );
  await shootBoth(page, 'imports');

  // Away and back by its address: the import's state is still there.
  await page.goto('/manager/clients/list');
  await page.goto(followed);
  await expect(
    page
      .getByRole('region', { name: `Importação de clientes-${run}.csv` })
      .getByText('Importação concluída: 3 clientes criados.', { exact: false }),
  ).toBeVisible();

  const [stored] = await queryProductDatabase<{ balance: string; cubic: number }>(
    `select c.balance, m.cubic_meters as cubic from contracts c join client_meters m on m.id = c.meter_id
      where m.serial_number = 'IMP-${run}-2'`,
  );
  expect(stored).toEqual({ balance: '-150.75', cubic: 300 });

  await page.goto('/manager/clients/list');
  await page.getByRole('searchbox').fill(`Bento Importado ${run}`);
  const customer = page.getByRole('row').filter({ hasText: `Bento Importado ${run}` });
  await expect(customer).toHaveCount(1);
  await expect(customer).toContainText(zone);
});
