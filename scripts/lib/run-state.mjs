// The launcher's record of itself, in the data folder: run.json while `pnpm start` runs (its pid, when it started,
// its children, where it answers), last-stop.json once it has stopped (cleanly or not). One launcher per data
// folder: run.json is created exclusively, and one left by a launcher that died (power cut, kill -9) is recognised
// by its pid no longer being a launcher, and cleared.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { root } from './build.mjs';
import { commandLine } from './ports.mjs';

/** The data folder as the api resolves it (DATA_DIR, else <repository>/.data), made absolute from here. */
export function dataDirectory(env = process.env) {
  const given = env.DATA_DIR;
  if (!given) return join(root, '.data');
  return isAbsolute(given) ? given : resolve(process.cwd(), given);
}

const runFile = (dataDir) => join(dataDir, 'run.json');
const lastStopFile = (dataDir) => join(dataDir, 'last-stop.json');

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** True when pid is a live `pnpm start` launcher (not merely a live process that reused the pid). */
export function isLauncher(pid) {
  return Boolean(pid) && (commandLine(pid, Infinity)?.includes('scripts/start.mjs') ?? false);
}

/** The running launcher's record, or null when none runs on this data folder. */
export function runningLauncher(dataDir) {
  const record = readJson(runFile(dataDir));
  return record && isLauncher(record.pid) ? record : null;
}

export function lastStop(dataDir) {
  return readJson(lastStopFile(dataDir));
}

/**
 * Takes the data folder for this launcher. Answers { running } when another launcher holds it, otherwise
 * { stale } (the record a dead launcher left, now cleared, or null) after writing ours.
 */
export function claimDataDirectory(dataDir, record) {
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  let stale = null;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(runFile(dataDir), `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
      if (stale)
        writeFileSync(
          lastStopFile(dataDir),
          `${JSON.stringify({ clean: false, pid: stale.pid, noticedAt: record.startedAt })}\n`,
        );
      return { stale };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const existing = readJson(runFile(dataDir)) ?? {};
    if (isLauncher(existing.pid) && existing.pid !== process.pid) return { running: existing };
    stale = existing;
    rmSync(runFile(dataDir), { force: true });
  }
  return { running: readJson(runFile(dataDir)) ?? {} };
}

/** Rewrites our record (children started, ready). */
export function updateRun(dataDir, record) {
  writeFileSync(runFile(dataDir), `${JSON.stringify(record, null, 2)}\n`);
}

/** Gives the data folder back when this launcher refused to start (nothing ran, nothing stopped). */
export function abandonClaim(dataDir) {
  rmSync(runFile(dataDir), { force: true });
}

/** Gives the data folder back after a stop that went through the launcher's ordered shutdown. */
export function releaseDataDirectory(dataDir, { clean, at }) {
  rmSync(runFile(dataDir), { force: true });
  writeFileSync(lastStopFile(dataDir), `${JSON.stringify({ clean, at })}\n`);
}
