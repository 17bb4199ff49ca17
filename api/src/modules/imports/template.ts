import { IMPORT_COLUMNS, type ImportColumn, importHeader } from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.ts';
import { neutralise } from '../../sheet/cells.ts';
import { contractTypes, zones } from '../setup/tables.ts';

// The import's template (.xlsx): the header row the upload looks for (messages.imports.columns) and one example row
// using this utility's own first zone and contract type, so the example itself passes the dry run once its serial
// and NUIT are replaced; a second sheet lists every accepted bairro and contract type. Small: written on the main
// thread.

const WIDTHS: Record<ImportColumn, number> = {
  name: 28,
  nuit: 12,
  phone: 18,
  zone: 18,
  address: 30,
  serial: 16,
  digits: 9,
  index: 15,
  contractType: 18,
  contractStart: 18,
  balance: 15,
};

export async function importTemplate(db: Database): Promise<Buffer> {
  const zoneRows = await db.select({ designation: zones.designation }).from(zones).orderBy(zones.designation);
  const typeRows = await db
    .select({ designation: contractTypes.designation })
    .from(contractTypes)
    .orderBy(contractTypes.designation);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clientes');
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: importHeader(column),
    key: column,
    width: WIDTHS[column],
  }));
  sheet.getRow(1).font = { bold: true };
  // Text cells: a spreadsheet keeps the phone's +, the NUIT's digits and the amount's comma as typed.
  const example: Record<ImportColumn, string> = {
    name: 'Maria Exemplo',
    nuit: '100000001',
    phone: '+258 84 123 4567',
    zone: neutralise(zoneRows[0]?.designation ?? 'Bairro'),
    address: 'Rua 1, casa 10',
    serial: 'CNT-000001',
    digits: '5',
    index: '1234',
    contractType: neutralise(typeRows[0]?.designation ?? 'Doméstico'),
    contractStart: '2024-01-15',
    balance: '-1.234,50',
  };
  const row = sheet.addRow(example);
  row.eachCell((cell) => {
    cell.numFmt = '@';
  });
  const accepted = workbook.addWorksheet('Valores aceites');
  accepted.columns = [
    { header: importHeader('zone'), key: 'zone', width: 24 },
    { header: importHeader('contractType'), key: 'type', width: 24 },
  ];
  accepted.getRow(1).font = { bold: true };
  for (let index = 0; index < Math.max(zoneRows.length, typeRows.length); index += 1) {
    accepted.addRow({
      zone: neutralise(zoneRows[index]?.designation ?? ''),
      type: neutralise(typeRows[index]?.designation ?? ''),
    });
  }
  accepted.addRow({});
  accepted.addRow({ zone: messages.imports.balanceHint });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
