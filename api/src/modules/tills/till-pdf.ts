import { formatDate, formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import PDFDocument from 'pdfkit';
import { ACCENT, MUTED, mzn } from '../../pdf/parts.ts';
import type { TillSummary } from './service.ts';

// The supervisor's Fecho de caixa (docs/domain.md "Fecho de caixa"): one A4 page with the user and day, the live
// receipts by method with their totals, the reversals, the cash expected, and — once closed — the cash counted and
// the difference, with room for two signatures.

const t = messages.tills;
const p = t.print;
const MARGIN = 50;
const WIDTH = 595.28 - MARGIN * 2;
const ROW = 16;

function band(doc: PDFKit.PDFDocument, title: string, y: number): number {
  doc.rect(MARGIN, y, WIDTH, 18).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('white')
    .text(title, MARGIN + 8, y + 5);
  doc.fillColor('black');
  return y + 26;
}

/** A label on the left and its value on the right; `bold` for the totals. */
function line(doc: PDFKit.PDFDocument, label: string, value: string, y: number, bold = false): number {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor('black');
  doc.text(label, MARGIN, y, { width: WIDTH - 160, lineBreak: false });
  doc.text(value, MARGIN + WIDTH - 160, y, { width: 160, align: 'right', lineBreak: false });
  return y + ROW;
}

/** The difference as counted − expected, saying whether the drawer is short or over. */
const difference = (centavos: number) =>
  centavos === 0
    ? mzn(0)
    : `${centavos < 0 ? '-' : '+'}${mzn(Math.abs(centavos))} (${centavos < 0 ? p.shortage : p.surplus})`;

export function renderTill(till: TillSummary): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t.title} ${till.userName} ${till.day}` },
  });
  doc.font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text(p.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor('black');
  doc.text(`${t.user}: ${till.userName}`, MARGIN, doc.y + 6);
  doc.text(`${t.day}: ${formatDate(till.day)}`);
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(p.generated(formatDateTime(new Date().toISOString())));

  let y = band(doc, p.byMethod, doc.y + 14);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text(t.method, MARGIN, y, { width: 250, lineBreak: false });
  doc.text(t.count, MARGIN + 250, y, { width: 90, align: 'right', lineBreak: false });
  doc.text(t.total, MARGIN + WIDTH - 160, y, { width: 160, align: 'right', lineBreak: false });
  y += ROW;
  doc.font('Helvetica').fontSize(10).fillColor('black');
  if (till.methods.length === 0) {
    doc.fillColor(MUTED).text(t.empty, MARGIN, y);
    y += ROW;
  }
  for (const method of till.methods) {
    doc.text(method.label, MARGIN, y, { width: 250, lineBreak: false });
    doc.text(String(method.count), MARGIN + 250, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(mzn(method.total), MARGIN + WIDTH - 160, y, { width: 160, align: 'right', lineBreak: false });
    y += ROW;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#cccccc')
    .stroke();
  y = line(doc, `${p.liveTotal} · ${till.receiptCount}`, mzn(till.receiptTotal), y + 4, true);

  y = band(doc, p.reversals, y + 10);
  y = line(doc, p.reversalsLine(till.reversedCount), mzn(till.reversedTotal), y);

  y = band(doc, p.cash, y + 10);
  const closing = till.closing?.row;
  // Once closed, the figures recorded then (a reversal afterwards changes today's expectation, not the closing).
  y = line(doc, t.expectedCash, mzn(closing ? closing.expectedCash : till.expectedCash), y);
  if (closing && till.closing) {
    y = line(doc, p.counted, mzn(closing.countedCash), y);
    y = line(doc, t.difference, difference(closing.difference), y, true);
    if (closing.note) y = line(doc, t.note, closing.note, y);
    y = line(doc, p.closedAt, formatDateTime(closing.closedAt.toISOString()), y);
    y = line(doc, p.closedBy, till.closing.closedBy, y);
  } else {
    doc
      .font('Helvetica-Oblique')
      .fontSize(10)
      .fillColor(MUTED)
      .text(p.notClosed, MARGIN, y, { width: WIDTH });
    y = doc.y + 6;
  }

  y += 60;
  const half = WIDTH / 2 - 20;
  for (const [index, label] of [p.signCashier, p.signSupervisor].entries()) {
    const x = MARGIN + index * (half + 40);
    doc
      .moveTo(x, y)
      .lineTo(x + half, y)
      .strokeColor('#999999')
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, y + 4, { width: half, align: 'center' });
  }
  doc.end();
  return doc;
}

/** The whole PDF in memory (one page). */
export async function tillPdfBuffer(till: TillSummary): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of renderTill(till)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
