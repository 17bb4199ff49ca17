import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { totpCodeAt } from '../src/modules/auth/totp.ts';
import { queryRows } from './helpers/sql.ts';
import { createTestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

// Nothing secret of an account reaches a log line or a table in clear: the TOTP secret (and its otpauth URI), the
// codes typed, the recovery codes, the sign-in challenge, a new password. The whole life of a second factor runs
// with every log line captured (trace level), then every line and every row of every table is searched.

const logLines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let now = Date.UTC(2026, 6, 1, 9, 0, 5);
const t = await createTestApp({ loggerInstance: createLogger('trace', capture), clock: () => now });
afterAll(() => t.close());

/** Every row of every table, as text, by table. */
async function dumpTables(): Promise<Map<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.databaseUrl,
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const dumps = new Map<string, string>();
  for (const table of tables) {
    const [dump] = await queryRows<{ text: string | null }>(
      t.databaseUrl,
      `select string_agg(t::text, E'\\n') as text from ${table.name} t`,
    );
    dumps.set(table.name, dump?.text ?? '');
  }
  return dumps;
}

/** How often a 6-digit code stands alone (not inside a longer number) in a text. */
const occurrences = (text: string, code: string) =>
  text.match(new RegExp(`(?<!\\d)${code}(?!\\d)`, 'g'))?.length ?? 0;

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });

describe('the secrets of an account', () => {
  it('are in no log line and no table after a second factor is set up, used, failed and recovered', async () => {
    const before = await dumpTables();
    const adminToken = await t.login('admin', 'admin123');

    const setup = (await post('/auth/two-factor/setup', {}, adminToken)).json<{
      secret: string;
      otpauthUri: string;
    }>();
    const codes = [totpCodeAt(setup.secret, now)];
    const confirmed = await post('/auth/two-factor/confirm', { code: codes[0] }, adminToken);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);

    // A sign-in with the next code, a failed one, and one with a recovery code.
    now += 30_000;
    codes.push(totpCodeAt(setup.secret, now));
    const challenges: string[] = [];
    const challenge = async () => {
      const response = await post('/auth/login', { username: 'admin', password: 'admin123' });
      expect(response.statusCode).toBe(202);
      challenges.push(response.json().twoFactorToken);
      return response.json().twoFactorToken as string;
    };
    expect(
      (await post('/auth/login/two-factor', { twoFactorToken: await challenge(), code: codes[1] }))
        .statusCode,
    ).toBe(200);
    const wrong = String((Number(codes[1]) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await post('/auth/login/two-factor', { twoFactorToken: await challenge(), code: wrong })).statusCode,
    ).toBe(401);
    const signedIn = await post('/auth/login/two-factor', {
      twoFactorToken: await challenge(),
      code: recoveryCodes[0],
    });
    expect(signedIn.statusCode).toBe(200);

    // A password change, and the second factor turned off with the new password.
    const newPassword = 'caju-maduro-no-quintal-de-inhambane';
    const changed = await post(
      '/auth/password',
      { currentPassword: 'admin123', newPassword },
      signedIn.json().token,
    );
    expect(changed.statusCode).toBe(200);
    expect(
      (await post('/auth/two-factor/disable', { password: newPassword }, changed.json().token)).statusCode,
    ).toBe(204);

    const after = await dumpTables();
    const logs = logLines.join('');
    expect(logs).toContain('"url":"/api/v1/auth/login/two-factor"'); // the capture works
    expect([...after.keys()]).toEqual(
      expect.arrayContaining(['public.user_two_factor', 'public.recovery_codes']),
    );

    const texts = [
      setup.secret,
      setup.otpauthUri,
      newPassword,
      ...challenges,
      ...recoveryCodes,
      ...recoveryCodes.map((code) => code.replace('-', '')),
    ];
    for (const text of texts) {
      expect(logs, text).not.toContain(text);
      for (const [table, dump] of after) expect(dump, `${table}: ${text}`).not.toContain(text);
    }
    // A 6-digit code may stand in demo data by chance (an amount, a phone number): no table has it more than before.
    for (const code of [...codes, wrong]) {
      expect(occurrences(logs, code), code).toBe(0);
      for (const [table, dump] of after)
        expect(occurrences(dump, code), `${table}: ${code}`).toBe(occurrences(before.get(table) ?? '', code));
    }
  });

  it('are redacted from a logged request body or object', () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const body = {
      code: '123456',
      twoFactorToken: 'eyJchallenge',
      currentPassword: 'velha-senha-1',
      newPassword: 'nova-senha-2',
      confirmation: 'nova-senha-2',
      password: 'outra-senha-3',
    };
    log.info({ req: { body } }, 'request');
    log.info({ body }, 'request');
    log.info(
      { setup: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
      'x',
    );
    log.info({ confirmed: { recoveryCodes: ['abcde-fghjk'] } }, 'x');
    log.info({ err: { code: 'ECONNREFUSED' } }, 'an error keeps its kind');
    const text = lines.join('');
    for (const secret of [
      '123456',
      'eyJchallenge',
      'velha-senha-1',
      'nova-senha-2',
      'outra-senha-3',
      'JBSWY3DPEHPK3PXP',
      'abcde-fghjk',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('ECONNREFUSED');
  });
});
