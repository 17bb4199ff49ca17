// `pnpm stop`: asks the running `pnpm start` (found through the data folder's run.json) to stop, as Ctrl-C would,
// and waits for it: gateway, api, database and simulator stop in order.
import { operator } from '../domain/src/messages/operator.ts';
import { operatorEnvironment } from './lib/installed-service.mjs';
import { dataDirectory, isLauncher, runningLauncher } from './lib/run-state.mjs';

const say = operator.stop;
const launcher = runningLauncher(dataDirectory(operatorEnvironment()));
if (!launcher) {
  console.log(say.notRunning);
  process.exit(0);
}
if (launcher.supervisor === 'systemd') {
  // systemd would restart it or count it as failed: the service is stopped through systemd.
  console.log(say.systemd);
  process.exit(1);
}
console.log(say.stopping(launcher.pid));
const began = performance.now();
process.kill(launcher.pid, 'SIGTERM');
const deadline = Date.now() + 60_000;
while (isLauncher(launcher.pid)) {
  if (Date.now() > deadline) {
    console.log(say.timeout(launcher.pid));
    process.exit(1);
  }
  await new Promise((done) => setTimeout(done, 100));
}
console.log(say.stopped(performance.now() - began));
