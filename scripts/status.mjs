// `pnpm status`: what runs, since when, whether it answers, the data folder's size and the last backup.
// Exit status 0 when Água runs, 3 when it does not (the LSB convention `systemctl status` follows too).
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDateTime } from '../domain/src/dates.ts';
import { bytes, operator } from '../domain/src/messages/operator.ts';
import { operatorEnvironment, SERVICE_NAME, UNIT_PATH } from './lib/installed-service.mjs';
import { dataDirectory, lastStop, runningLauncher } from './lib/run-state.mjs';

const say = operator.status;
const env = operatorEnvironment();
const dataDir = dataDirectory(env);

/** Total size of a folder; `partial` when some of it could not be read (run as another user). */
function folderSize(path) {
  let total = 0;
  let partial = false;
  const visit = (current) => {
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      partial = true;
      return;
    }
    if (!stats.isDirectory()) {
      total += stats.size;
      return;
    }
    let names;
    try {
      names = readdirSync(current);
    } catch {
      partial = true;
      return;
    }
    for (const name of names) visit(join(current, name));
  };
  if (existsSync(path)) visit(path);
  return { total, partial };
}

/** The backups folder (<data>/backups) the backup feature writes to: how many, and the newest. */
function backups() {
  const folder = join(dataDir, 'backups');
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder)
    .map((name) => ({ name, stats: lstatSync(join(folder, name)) }))
    .filter(({ stats }) => stats.isFile() || stats.isDirectory())
    .map(({ name, stats }) => ({
      name,
      at: stats.mtime,
      size: stats.isFile() ? stats.size : folderSize(join(folder, name)).total,
    }))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  return files.length > 0 ? { newest: files[0], count: files.length } : null;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function ready(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    if (response.ok) return say.ready;
    const body = await response.json().catch(() => ({}));
    return say.notReady(body.message ?? `HTTP ${response.status}`);
  } catch {
    return say.notReady('sem resposta');
  }
}

const launcher = runningLauncher(dataDir);
if (existsSync(UNIT_PATH) && spawnSync('systemctl', ['--version']).status === 0) {
  const active = spawnSync('systemctl', ['is-active', SERVICE_NAME], { encoding: 'utf8' }).stdout.trim();
  const enabled = spawnSync('systemctl', ['is-enabled', SERVICE_NAME], { encoding: 'utf8' }).stdout.trim();
  console.log(`Serviço ${SERVICE_NAME}: ${active} (${enabled})`);
}
if (launcher) {
  const since = new Date(launcher.startedAt);
  console.log(
    say.running(launcher.pid, formatDateTime(launcher.startedAt), say.duration(Date.now() - since.getTime())),
  );
  const { children = {}, ports = {} } = launcher;
  const probes = {
    gateway: ports.gateway && `http://127.0.0.1:${ports.gateway}/health/ready`,
    api: ports.api && `http://127.0.0.1:${ports.api}/health/ready`,
  };
  for (const [name, pid] of Object.entries(children)) {
    const state = alive(pid) ? say.alive : say.gone;
    const health = alive(pid) && probes[name] ? ` — ${await ready(probes[name])}` : '';
    console.log(say.process(name, pid, state + health));
  }
  if (launcher.embeddedDatabase) {
    const pidFile = join(launcher.embeddedDatabase.dir, 'postmaster.pid');
    let pid = null;
    try {
      pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    } catch {
      // not readable by this user, or not running
    }
    console.log(say.process('PostgreSQL', pid, pid && alive(pid) ? say.alive : say.gone));
  }
  console.log(say.address(launcher.url));
} else {
  console.log(say.notRunning);
  const stop = lastStop(dataDir);
  if (stop) console.log(say.lastStop(stop.clean));
}
const size = folderSize(dataDir);
console.log(say.dataDir(dataDir, `${bytes(size.total)}${size.partial ? `, ${say.partialSize}` : ''}`));
const found = backups();
console.log(
  found
    ? say.lastBackup(
        found.newest.name,
        formatDateTime(found.newest.at.toISOString()),
        bytes(found.newest.size),
        found.count,
      )
    : say.noBackups,
);
if (launcher?.supervisor === 'systemd') console.log(say.journal);
else if (launcher?.logDir) console.log(say.logs(launcher.logDir));
process.exit(launcher ? 0 : 3);
