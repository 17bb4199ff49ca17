import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type DestinationStream, pino } from 'pino';

/**
 * Where the gateway's lines go when LOG_DIR is set (`pnpm start` outside systemd): stdout as always, and JSON
 * files under <LOG_DIR>/gateway/ rolled daily or at 10 MB, the newest 14 kept (pino-roll in pino's transport
 * thread). The api keeps its own beside it (api/src/logger.ts), with the same policy.
 */
export function gatewayLogStream(level: string, logDir: string): DestinationStream {
  // pino-roll links current.log before its own mkdir has run: the folder must exist first.
  mkdirSync(path.join(logDir, 'gateway'), { recursive: true });
  const files = pino.transport({
    target: createRequire(import.meta.url).resolve('pino-roll'),
    options: {
      file: path.join(logDir, 'gateway', 'gateway'),
      extension: '.log',
      frequency: 'daily',
      dateFormat: 'yyyy-MM-dd',
      size: '10m',
      mkdir: true,
      symlink: true,
      limit: { count: 14, removeOtherLogFiles: true },
    },
  });
  // A full disk or a removed folder costs the file copy, not the process.
  files.on('error', (error: Error) => process.stderr.write(`log files: ${error.message}\n`));
  const stdout = pino.destination(1);
  // A launcher killed outright leaves a broken pipe: the gateway stops on its own and the file keeps the lines.
  stdout.on('error', () => {
    stdout.write = () => true;
  });
  return pino.multistream([
    { level: level as pino.Level, stream: stdout },
    { level: level as pino.Level, stream: files },
  ]);
}
