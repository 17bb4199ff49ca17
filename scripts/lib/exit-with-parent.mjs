// Loaded first (node --import) into every process `pnpm start` runs. The launcher talks to its children over an IPC
// channel; when the launcher ends however it ends (kill -9, OOM, a crash), the operating system closes that channel,
// and the child then stops itself the clean way, as if it had been sent SIGTERM (its server.ts handles that). Without
// this, the api, gateway, simulator and database would run on as orphans holding their ports.
import fs from 'node:fs';

/** Output has no reader once the launcher is gone: writes to stdout and stderr are dropped from then on. */
function dropConsoleOutput() {
  const isConsole = (fd) => fd === 1 || fd === 2;
  const length = (data) => (typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength);
  const { write, writeSync } = fs;
  // pino writes with fs.writeSync; its flush at exit retries a write that fails with EPIPE forever (sonic-boom),
  // which would hang the clean stop this file exists for.
  fs.writeSync = (fd, data, ...rest) => (isConsole(fd) ? length(data) : writeSync(fd, data, ...rest));
  fs.write = (fd, data, ...rest) => {
    if (!isConsole(fd)) return write(fd, data, ...rest);
    const callback = rest.at(-1);
    process.nextTick(() => callback(null, length(data), data));
  };
  for (const stream of [process.stdout, process.stderr]) stream.write = () => true;
}

if (process.send) {
  // The channel must not keep a process alive on its own.
  process.channel?.unref();
  process.once('disconnect', () => {
    dropConsoleOutput();
    process.kill(process.pid, 'SIGTERM');
  });
}

// A write that failed before the channel's end was noticed must not crash a process halfway through a clean stop.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
