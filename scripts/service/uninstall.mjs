// `sudo pnpm service:uninstall`: stops and disables the agua service and removes its unit. The data folder, the
// settings file and the system user stay (the database is in the data folder).

import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { operator } from '../../domain/src/messages/operator.ts';
import { ENV_PATH, SERVICE_NAME, UNIT_PATH } from '../lib/installed-service.mjs';

const say = operator.service;
if (process.getuid?.() !== 0) {
  console.error(say.needsRoot);
  process.exit(1);
}
if (!existsSync(UNIT_PATH)) {
  console.log(say.notInstalled);
  process.exit(0);
}
spawnSync('systemctl', ['disable', '--now', SERVICE_NAME], { stdio: 'inherit' });
rmSync(UNIT_PATH);
spawnSync('systemctl', ['daemon-reload'], { stdio: 'inherit' });
console.log(say.removed(UNIT_PATH));
console.log(say.leftInPlace(ENV_PATH));
