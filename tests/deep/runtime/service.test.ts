import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { root } from './harness.ts';

// The systemd unit `pnpm service:install` writes, checked by systemd's own verifier. No systemd runs here: the
// unit is verified, not started (README "Instalar num servidor" says what was and was not tried).

const printed = () =>
  spawnSync(process.execPath, [join(root, 'scripts', 'service', 'install.mjs'), '--print'], {
    encoding: 'utf8',
  });

describe('the systemd service', () => {
  before(() => {
    // Like .ci/run installs chromium: Debian's systemd brings systemd-analyze.
    if (spawnSync('systemd-analyze', ['--version']).status !== 0) {
      const install = spawnSync(
        'sh',
        ['-c', 'apt-get update -qq && apt-get install -y -qq systemd >/dev/null'],
        {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        },
      );
      assert.equal(install.status, 0, 'apt-get install systemd');
    }
  });

  it('writes a unit systemd-analyze verify accepts without a warning', () => {
    const output = printed();
    assert.equal(output.status, 0, output.stderr);
    const unit = output.stdout
      .split('# /etc/agua/agua.env')[0]!
      .replace(/^# \/etc\/systemd\/system\/agua\.service\n/, '');
    const folder = mkdtempSync(join(tmpdir(), 'agua-unit-'));
    try {
      const file = join(folder, 'agua.service');
      writeFileSync(file, unit);
      const verify = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
      assert.equal(verify.status, 0, verify.stderr);
      assert.equal(`${verify.stdout}${verify.stderr}`.trim(), '');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // Its own user, the production build without building, restarted on failure, at boot, logs to journald, and
    // the launcher (not systemd) stopping the children in order.
    for (const line of [
      'User=agua',
      `ExecStart=${process.execPath} ${root}/scripts/start.mjs --no-build`,
      'Restart=on-failure',
      'WantedBy=multi-user.target',
      'StandardOutput=journal',
      'KillMode=mixed',
      'ReadWritePaths=/var/lib/agua',
    ]) {
      assert.ok(unit.split('\n').includes(line), `${line} in the unit`);
    }
  });

  it('gives the service settings without demo data and with the data folder it may write', () => {
    const settings = printed().stdout.split('# /etc/agua/agua.env\n')[1] ?? '';
    assert.match(settings, /^DATA_DIR=\/var\/lib\/agua$/m);
    assert.match(settings, /^SEED_DEMO=false$/m);
    // The api and its database stay on this machine: HOST is left to each service's own default.
    assert.doesNotMatch(settings, /^HOST=/m);
  });
});
