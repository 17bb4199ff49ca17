// `sudo pnpm service:install`: runs Água at boot as a systemd service: a system user of its own (agua), its data in
// /var/lib/agua, its settings in /etc/agua/agua.env, the unit in /etc/systemd/system/agua.service (unit.mjs).
// Options: --user <name>, --data-dir <folder>, --print (show the unit and settings, change nothing).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { operator } from '../../domain/src/messages/operator.ts';
import { root, serversStale, webStale } from '../lib/build.mjs';
import { ENV_PATH, SERVICE_NAME, UNIT_PATH } from '../lib/installed-service.mjs';
import { renderEnvironment, renderUnit } from './unit.mjs';

const say = operator.service;
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const user = option('--user', SERVICE_NAME);
const dataDir = option('--data-dir', `/var/lib/${SERVICE_NAME}`);
const settings = { root, node: process.execPath, user, dataDir, envFile: ENV_PATH };
const unit = renderUnit(settings);

if (process.argv.includes('--print')) {
  console.log(`# ${UNIT_PATH}\n${unit}\n# ${ENV_PATH}\n${renderEnvironment(settings)}`);
  process.exit(0);
}
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const run = (program, args) => spawnSync(program, args, { encoding: 'utf8' });

if (process.getuid?.() !== 0) fail(say.needsRoot);
if (run('systemctl', ['--version']).status !== 0) fail(`${say.noSystemd}\n\n${unit}`);
if (webStale(join(root, 'web', 'dist')) || serversStale()) fail(say.buildFirst);

if (run('id', ['-u', user]).status !== 0) {
  const created = run('useradd', [
    '--system',
    '--user-group',
    '--home-dir',
    dataDir,
    '--shell',
    '/usr/sbin/nologin',
    user,
  ]);
  if (created.status !== 0) fail(created.stderr);
  console.log(say.userCreated(user));
}
mkdirSync(dataDir, { recursive: true, mode: 0o750 });
const uid = Number(run('id', ['-u', user]).stdout);
const gid = Number(run('id', ['-g', user]).stdout);
chownSync(dataDir, uid, gid);

// The service's user must reach the checkout and the node binary (a checkout in a private home folder cannot be).
const canRun = run('runuser', [
  '-u',
  user,
  '--',
  process.execPath,
  '-e',
  `require('fs').accessSync(${JSON.stringify(join(root, 'api', 'dist', 'server.js'))})`,
]);
if (canRun.status !== 0) fail(say.unreachable(user, root, process.execPath));

if (!existsSync(ENV_PATH)) {
  mkdirSync(dirname(ENV_PATH), { recursive: true });
  // Readable by the service's group only: JWT_SECRET or DATABASE_URL with its password may go in it.
  writeFileSync(ENV_PATH, renderEnvironment(settings), { mode: 0o640 });
  chownSync(ENV_PATH, 0, gid);
  console.log(say.written(ENV_PATH));
} else {
  console.log(say.kept(ENV_PATH));
}
writeFileSync(UNIT_PATH, unit, { mode: 0o644 });
console.log(say.written(UNIT_PATH));
for (const args of [['daemon-reload'], ['enable', SERVICE_NAME]]) {
  const result = run('systemctl', args);
  if (result.status !== 0) fail(result.stderr);
}
console.log(say.enabled);
console.log(say.next);
