import { paymentMethodLabel } from '@agua/domain/contracts/receipt';
import { formatDateTime, monthName } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import PDFDocument from 'pdfkit';
import {
  ACCENT,
  MUTED,
  mzn,
  field as printField,
  sectionTitle as printSection,
  type SectionBand,
} from '../../pdf/parts.ts';
import type { PricedLine } from '../tariffs/price.ts';
import type { ReceiptDocument } from './service.ts';

const t = messages.receipts.pdf;
const MARGIN = 36;
const PAGE_WIDTH = 419.53; // A5 portrait: half an A4 sheet
const WIDTH = PAGE_WIDTH - MARGIN * 2;
const BAND: SectionBand = {
  left: MARGIN,
  width: WIDTH,
  height: 15,
  fontSize: 9,
  padding: { x: 6, y: 4 },
  advance: 21,
};
const field = (doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number) =>
  printField(doc, label, value, x, y, width, 8);
const sectionTitle = (doc: PDFKit.PDFDocument, title: string, y: number) => printSection(doc, title, y, BAND);
const DANGER = '#b91c1c';

/** An invoice's bill lines under its row, small and indented, as a bill itemises them (escalões, taxa fixa, IVA…). */
function drawBillLines(doc: PDFKit.PDFDocument, lines: readonly PricedLine[], top: number): number {
  let y = top;
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  for (const line of lines) {
    if (y > 530) {
      doc.addPage();
      y = MARGIN;
    }
    const quantity = line.quantity === null ? '' : ` · ${line.quantity} m³`;
    const unit = line.unitPrice === null ? '' : ` × ${mzn(line.unitPrice)}`;
    doc.text(`${line.description}${quantity}${unit}`, MARGIN + 58, y, { width: 200 });
    doc.text(mzn(line.amount), MARGIN + 145, y, { width: 70, align: 'right' });
    y += 10;
  }
  doc.fontSize(8).fillColor('black');
  return lines.length > 0 ? y + 3 : y;
}

/**
 * The receipt PDF (docs/domain.md "Receipts and payments"): A5, Portuguese, built-in Helvetica. A reversed receipt
 * says so in red above its lines, so a printed copy cannot pass for a live one.
 */
export function renderReceipt(document: ReceiptDocument): PDFKit.PDFDocument {
  const { enterprise, client, zone, receipt } = document;
  const doc = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    info: { Title: `${t.number} ${receipt.id}`, Author: enterprise.name },
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(ACCENT)
    .text(enterprise.name, MARGIN, MARGIN, { width: 210 });
  doc.font('Helvetica').fontSize(8).fillColor('black');
  doc.text(`${t.nuit}: ${enterprise.nuit}`, { width: 210 });
  doc.text(enterprise.address, { width: 210 });
  doc.text(`${t.contacts}: ${enterprise.phoneNumber} · ${enterprise.email}`, { width: 210 });
  const headerBottom = doc.y;

  const right = MARGIN + 215;
  const rightWidth = WIDTH - 215;
  doc.font('Helvetica-Bold').fontSize(14).text(t.title, right, MARGIN, { width: rightWidth, align: 'right' });
  doc.font('Helvetica').fontSize(8);
  doc.text(`${t.number} ${receipt.id}`, right, doc.y + 3, { width: rightWidth, align: 'right' });
  doc.text(`${t.date}: ${formatDateTime(receipt.paymentDate.toISOString())}`, {
    width: rightWidth,
    align: 'right',
  });
  doc.text(`${t.method}: ${paymentMethodLabel(receipt.paymentMethod)}`, {
    width: rightWidth,
    align: 'right',
  });

  let y = sectionTitle(doc, t.client, Math.max(headerBottom, doc.y) + 12);
  const half = WIDTH / 2 - 6;
  field(doc, t.client, client.name, MARGIN, y, half);
  field(doc, t.nuit, client.nuit ?? '', MARGIN, y + 12, half);
  field(doc, t.address, client.address, MARGIN, y + 24, half);
  field(doc, t.contract, String(receipt.contractId), MARGIN + half + 12, y, half);
  field(doc, t.zone, zone.designation, MARGIN + half + 12, y + 12, half);
  field(doc, t.contacts, client.phoneNumber, MARGIN + half + 12, y + 24, half);
  y += 40;
  if (receipt.purpose) {
    field(doc, t.purpose, receipt.purpose, MARGIN, y, WIDTH);
    y = doc.y + 4;
  }

  if (receipt.reversedAt) {
    const text = t.reversed(formatDateTime(receipt.reversedAt.toISOString()), document.reverser);
    doc.font('Helvetica-Bold').fontSize(9);
    const height = doc.heightOfString(text, { width: WIDTH - 12 }) + 10;
    doc.rect(MARGIN, y, WIDTH, height).fill('#fee2e2');
    doc.fillColor(DANGER).text(text, MARGIN + 6, y + 5, { width: WIDTH - 12 });
    doc.fillColor('black');
    y += height + 6;
  }

  y = sectionTitle(doc, t.invoicesSection, y + 4);
  const columns = [
    { title: t.invoice, x: MARGIN, width: 50, align: 'left' as const },
    { title: t.month, x: MARGIN + 50, width: 95, align: 'left' as const },
    { title: t.value, x: MARGIN + 145, width: 70, align: 'right' as const },
    { title: t.fine, x: MARGIN + 215, width: 60, align: 'right' as const },
    { title: t.total, x: MARGIN + 275, width: WIDTH - 275, align: 'right' as const },
  ];
  if (receipt.lines.length === 0) {
    doc.font('Helvetica').fontSize(8).text(t.noInvoices, MARGIN, y, { width: WIDTH });
    y = doc.y + 6;
  } else {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
    for (const c of columns) doc.text(c.title, c.x, y, { width: c.width, align: c.align });
    y += 13;
    doc.font('Helvetica').fillColor('black');
    for (const line of receipt.lines) {
      if (y > 520) {
        doc.addPage();
        y = MARGIN;
      }
      const values = [
        String(line.invoiceId),
        `${monthName(line.readingMonth)} ${line.readingYear}`,
        mzn(line.amount),
        mzn(line.fineAmount),
        mzn(line.amount + line.fineAmount),
      ];
      columns.forEach((c, index) => {
        doc.text(values[index] ?? '', c.x, y, { width: c.width, align: c.align });
      });
      y += 13;
      y = drawBillLines(doc, line.billLines ?? [], y);
    }
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#cccccc')
    .stroke();
  y += 6;

  const settled = receipt.lines.reduce((sum, line) => sum + line.amount + line.fineAmount, 0);
  const totals: [string, string][] = [];
  // Saldo anterior → what was settled and received → Saldo após: a debt taken from the payment is seen on paper.
  if (receipt.balanceAfter !== null) {
    const before = receipt.balanceAfter - receipt.amount + settled;
    totals.push([before < 0 ? t.debtBefore : t.balanceBefore, mzn(Math.abs(before))]);
  }
  totals.push([t.settled, mzn(settled)], [t.received, mzn(receipt.amount)]);
  if (receipt.balanceAfter !== null) {
    totals.push([
      receipt.balanceAfter < 0 ? t.debtAfter : t.balanceAfter,
      mzn(Math.abs(receipt.balanceAfter)),
    ]);
  }
  totals.forEach(([label, value]) => {
    const bold = label === t.received;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(label, MARGIN, y, { width: 200 });
    doc.text(value, MARGIN + 200, y, { width: WIDTH - 200, align: 'right' });
    y += bold ? 17 : 14;
  });

  y += 6;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(`${t.cashier}: ${document.cashier || '—'}`, MARGIN, y, { width: WIDTH });
  if (!receipt.reversedAt) doc.text(t.thanks, { width: WIDTH });
  doc.end();
  return doc;
}

/** The whole PDF in memory, for the base64 JSON answer the seed's client reads. */
export async function receiptPdfBuffer(document: ReceiptDocument): Promise<Buffer> {
  const doc = renderReceipt(document);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
