import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  alive,
  allPortsFree,
  dataFolder,
  descendants,
  PORTS,
  type Product,
  postgresPid,
  runRecord,
  startProduct,
  within,
} from './harness.ts';

// `pnpm start` on an office server: whatever ends the launcher ends its children (api, gateway, simulator and the
// embedded PostgreSQL) and frees their ports; a second start, a busy port and a crash's leftovers are each said in
// one Portuguese line.

const data = dataFolder();
after(() => data.remove());

async function started(): Promise<Product> {
  const product = startProduct(data.path);
  await product.waitFor(/Água pronto em [\d,]+ s/);
  return product;
}

/** The launcher's whole tree, the embedded PostgreSQL included, and how long after `end` none of it remains. */
async function endAndMeasure(product: Product, end: (pid: number) => void): Promise<number> {
  const launcher = product.process.pid!;
  const tree = descendants(launcher);
  assert.ok(tree.includes(postgresPid(data.path)), 'the embedded PostgreSQL runs under the launcher');
  assert.ok(tree.length >= 4, `a launcher with its children: ${tree}`);
  end(launcher);
  const ms = await within(5_000, () => ![launcher, ...tree].some(alive));
  assert.ok(await allPortsFree(), 'ports 8590-8592 and 5939 are free again');
  return ms;
}

describe('supervision', () => {
  before(async () => {
    assert.ok(await allPortsFree(), 'the e2e ports are free before the tests');
  });

  it('kill -9 of the launcher: within 5 s no child remains and the ports are free', async () => {
    const product = await started();
    const ms = await endAndMeasure(product, (pid) => process.kill(pid, 'SIGKILL'));
    console.log(`  all processes gone ${Math.round(ms)} ms after kill -9 of the launcher`);
  });

  it('a lock left by a launcher that died is recognised and cleared', async () => {
    const product = await started();
    assert.match(
      product.said().join('\n'),
      /não foi parado correctamente da última vez \(o processo \d+ já não existe\)/,
    );
    await endAndMeasure(product, (pid) => process.kill(pid, 'SIGTERM'));
  });

  it('SIGHUP (a closed terminal) stops everything in order, cleanly', async () => {
    const product = await started();
    const ms = await endAndMeasure(product, (pid) => process.kill(pid, 'SIGHUP'));
    assert.deepEqual(await product.exited, { code: 0, signal: null });
    const said = product.said().join('\n');
    assert.match(said, /a parar \(terminal fechado\): gateway, api, base de dados, simulador\.\.\./);
    assert.match(said, /parado em [\d,]+ s\./);
    assert.doesNotMatch(product.output(), /terminou inesperadamente|"level":50/);
    console.log(`  all processes gone ${Math.round(ms)} ms after SIGHUP`);
  });

  it('a second start while one runs says so in Portuguese with the pid and the address, and exits 1', async () => {
    const first = await started();
    const second = startProduct(data.path);
    assert.deepEqual(await second.exited, { code: 1, signal: null });
    assert.match(
      second.output(),
      new RegExp(
        `^\\[start\\] O Água já está a correr \\(processo ${first.process.pid}, desde \\d\\d\\/\\d\\d\\/\\d{4} \\d\\d:\\d\\d:\\d\\d\\) em http://localhost:${PORTS.gateway}\\. Para o parar: pnpm stop\\.\\n$`,
      ),
    );
    // The first one was not disturbed.
    assert.equal((await fetch(`http://127.0.0.1:${PORTS.gateway}/health/ready`)).status, 200);
    await endAndMeasure(first, (pid) => process.kill(pid, 'SIGINT'));
  });

  it('a port held by another program is named with its process, before anything starts', async () => {
    const squatter = createServer();
    await new Promise<void>((done) => squatter.listen(PORTS.simulator, done));
    try {
      const product = startProduct(data.path);
      assert.deepEqual(await product.exited, { code: 1, signal: null });
      assert.match(
        product.said().at(-1) ?? '',
        new RegExp(
          `^Não é possível arrancar: a porta ${PORTS.simulator} \\(simulador M-Pesa\\) está ocupada pelo processo ${process.pid} \\(.+\\)\\. Pare esse processo, ou escolha outra porta com MPESA_SIMULATOR_PORT\\.$`,
        ),
      );
      assert.doesNotMatch(product.output(), /EADDRINUSE|\n\s+at /);
    } finally {
      squatter.close();
    }
  });

  it('an api killed outright: the launcher stops the rest; the next start stops the orphaned database first', async () => {
    const first = await started();
    const { children } = runRecord(data.path);
    const database = postgresPid(data.path);
    process.kill(children.api!, 'SIGKILL');
    assert.deepEqual(await first.exited, { code: 1, signal: null });
    assert.match(first.said().join('\n'), /api terminou inesperadamente \(SIGKILL\); a parar o resto\./);
    assert.ok(alive(database), 'PostgreSQL outlives an api killed with -9');

    const second = await started();
    assert.match(
      second.said().join('\n'),
      new RegExp(
        `um PostgreSQL embutido deixado a correr por um arranque anterior \\(processo ${database}\\) foi parado`,
      ),
    );
    assert.ok(!alive(database));
    await endAndMeasure(second, (pid) => process.kill(pid, 'SIGTERM'));
  });

  it('refuses to build when it may not (the service) and the build is missing', async () => {
    const product = startProduct(data.path, { WEB_DIST: join(data.path, 'no-web-build') }, ['--no-build']);
    assert.deepEqual(await product.exited, { code: 1, signal: null });
    assert.match(product.said().join('\n'), /Falta a construção de produção .* corra pnpm build\./);
  });
});
