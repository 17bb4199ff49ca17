// Where the systemd unit keeps its settings (scripts/service/install.mjs writes them): `pnpm status`, `pnpm stop`
// and `pnpm upgrade-check`, typed by an operator without the service's environment, read the data folder from there.
import { existsSync, readFileSync } from 'node:fs';
import { operator } from '../../domain/src/messages/operator.ts';

export const SERVICE_NAME = 'agua';
export const UNIT_PATH = `/etc/systemd/system/${SERVICE_NAME}.service`;
export const ENV_PATH = `/etc/${SERVICE_NAME}/${SERVICE_NAME}.env`;

/** The variables of the installed service's environment file (KEY=value lines), or {} when there is none. */
export function serviceEnvironment() {
  if (!existsSync(ENV_PATH)) return {};
  try {
    const entries = readFileSync(ENV_PATH, 'utf8')
      .split('\n')
      .map((line) => /^\s*([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line))
      .filter(Boolean)
      .map(([, key, value]) => [key, value.replace(/^(['"])(.*)\1$/, '$2')]);
    return Object.fromEntries(entries);
  } catch {
    // Readable by root and the service's group only (it may hold JWT_SECRET or DATABASE_URL's password).
    console.error(operator.service.settingsUnreadable(ENV_PATH));
    return {};
  }
}

/** The operator's environment, completed by the service's for what it does not set (DATA_DIR, ports). */
export function operatorEnvironment() {
  return { ...serviceEnvironment(), ...process.env };
}
