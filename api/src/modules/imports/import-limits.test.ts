import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

// Importar Dados takes the field sheet's limits: 10 MB, 50,000 rows, and the zip guard of an .xlsx (declared sizes,
// then the bytes counted as they inflate). Each refusal is a Portuguese 4xx and saves nothing.

let t: TestApp;
let admin: Record<string, string>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER =
  'Nome;NUIT;Telefone;Bairro;Endereço;Nº do Contador;Dígitos;Leitura Actual;Tipo de Contrato;Início do Contrato;Saldo Inicial';

function send(file: Buffer, fileName: string, type: string) {
  const boundary = '----agua-limits';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mode"\r\n\r\nDRY_RUN\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/import/clients',
    payload,
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** A minimal zip of deflated entries; `declared` is what its headers claim each entry inflates to. */
function zipOf(parts: { name: string; content: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = deflateRawSync(part.content, { level: 9 });
    const name = Buffer.from(part.name);
    const declared = part.declared ?? part.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const clients = async () =>
  Number((await queryRows<{ n: string }>(t.databaseUrl, 'select count(*) as n from clients'))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
});
afterAll(() => t?.close());

describe('Importar Dados: upload limits', () => {
  it('answers 413 for a file over 10 MB', async () => {
    const response = await send(Buffer.alloc(10 * 1024 * 1024 + 10, 65), 'clientes.csv', 'text/csv');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('O ficheiro excede o tamanho máximo de 10 MB.');
  });

  it('refuses a file of more than 50,000 rows', async () => {
    const row = 'Nome;;841234567;Bairro;Rua;S;5;1;Tipo;2024-01-01;0';
    const file = Buffer.from([HEADER, ...Array.from({ length: 50_001 }, () => row)].join('\n'));
    const response = await send(file, 'clientes.csv', 'text/csv');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O ficheiro tem mais de 50.000 linhas: divida-o.');
  });

  it('refuses a zip bomb by its declared size, and a liar by the bytes it inflates, saving nothing', async () => {
    const before = await clients();
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(200 * 1024 * 1024) }]);
    const bombAnswer = await send(bomb, 'bomba.xlsx', XLSX);
    expect(bombAnswer.statusCode).toBe(400);
    expect(bombAnswer.json().message).toContain('não pôde ser lido');
    const workbook = '<workbook><sheets><sheet name="Clientes" sheetId="1"/></sheets></workbook>';
    const sheet = `<worksheet><sheetData>${' '.repeat(20 * 1024 * 1024)}</sheetData></worksheet>`;
    const liar = zipOf([
      { name: 'xl/workbook.xml', content: Buffer.from(workbook) },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.from(sheet), declared: 100_000 },
    ]);
    expect(liar.length).toBeLessThan(64 * 1024);
    const liarAnswer = await send(liar, 'mentira.xlsx', XLSX);
    expect(liarAnswer.statusCode).toBe(400);
    expect(liarAnswer.json().message).toContain('não pôde ser lido');
    expect(await clients()).toBe(before);
  });
});
