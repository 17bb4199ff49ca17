// Fails when the committed generated code differs from what codegen makes of the current schema and documents.
import { execFileSync } from 'node:child_process';

const outputs = ['gateway/src/generated', 'web/src/gql'];
execFileSync('pnpm', ['codegen'], { stdio: 'inherit' });
const changed = execFileSync('git', ['status', '--porcelain', '--', ...outputs], { encoding: 'utf8' }).trim();
if (changed) {
  console.error(`Generated code is stale; run "pnpm codegen" and commit:\n${changed}`);
  process.exit(1);
}
console.log('codegen: generated code is up to date');
