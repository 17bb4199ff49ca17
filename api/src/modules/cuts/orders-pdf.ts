import { formatDate, formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import PDFDocument from 'pdfkit';
import { MUTED, mzn } from '../../pdf/parts.ts';
import type { CandidateRow } from './candidate-queries.ts';

// The printed cut orders (docs/domain.md "Cut orders"): one A4 page per meter for the field team, in Portuguese, in
// the built-in Helvetica (it covers the accents). The pages are drawn in a worker thread (cut-orders.task.ts), a few
// rows at a time as the reader keeps up (pdf/paged-stream.ts), so a document of thousands of pages never sits whole
// in memory nor holds the thread answering other requests.

const t = messages.cuts.orders;
const MARGIN = 50;
const WIDTH = 595.28 - MARGIN * 2;
const ACCENT = '#b91c1c';

function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(MUTED).text(`${label}: `, { continued: true });
  doc
    .font('Helvetica')
    .fillColor('black')
    .text(value || '—');
  doc.moveDown(0.35);
}

function signatureLine(doc: PDFKit.PDFDocument, label: string) {
  doc.moveDown(1.2);
  const y = doc.y;
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y);
  doc
    .moveTo(MARGIN + 200, y + 10)
    .lineTo(MARGIN + WIDTH, y + 10)
    .strokeColor('#999999')
    .stroke();
  doc.fillColor('black');
}

/** The order of one meter, on a page of its own; `issuedOn` is already formatted. */
export function drawCutOrder(
  doc: PDFKit.PDFDocument,
  row: CandidateRow,
  number: number,
  issuedOn: string,
): void {
  doc.addPage({ size: 'A4', margin: MARGIN });
  doc.rect(MARGIN, MARGIN, WIDTH, 30).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('white')
    .text(t.title, MARGIN + 10, MARGIN + 8);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${t.orderNumber(number)} · ${t.issuedOn(issuedOn)}`, MARGIN + 10, MARGIN + 11, {
      width: WIDTH - 20,
      align: 'right',
    });
  doc.fillColor('black');
  doc.x = MARGIN;
  doc.y = MARGIN + 50;
  field(doc, t.client, `${row.clientName} (${row.clientId})`);
  field(doc, t.address, row.address);
  field(doc, t.phone, row.phoneNumber);
  field(doc, t.zone, row.zoneName);
  field(doc, t.meter, String(row.meterId));
  field(doc, t.contract, String(row.contractId));
  doc.moveDown(0.5);
  field(doc, t.debt, mzn(row.debt));
  field(doc, t.monthsOwed, String(row.monthsOwed));
  if (row.oldestLimitDate)
    field(doc, t.oldestDue, `${formatDate(row.oldestLimitDate)} (${t.daysOverdue(row.daysOverdue)})`);
  field(
    doc,
    t.lastPayment,
    row.lastPaymentDate ? formatDateTime(row.lastPaymentDate.toISOString()) : t.never,
  );
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(11).text(t.instruction, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(1.5);
  const boxTop = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(t.fieldTeam, MARGIN + 10, boxTop + 10);
  signatureLine(doc, `${t.cutTime}:`);
  signatureLine(doc, `${t.signature}:`);
  signatureLine(doc, `${t.clientSignature}:`);
  doc
    .rect(MARGIN, boxTop, WIDTH, doc.y - boxTop + 20)
    .strokeColor('#333333')
    .stroke();
}

/** An empty document the orders are drawn into, a page each. */
export function newCutOrdersDocument(): PDFKit.PDFDocument {
  return new PDFDocument({ autoFirstPage: false, size: 'A4', margin: MARGIN, info: { Title: t.title } });
}
