import { formatDate, formatDateTime, monthName } from '@agua/domain/dates';
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
import type { WaterBill } from './rows.ts';

const t = messages.readings.invoice.pdf;
export const MARGIN = 50;
export const WIDTH = 595.28 - MARGIN * 2;
export const BAND: SectionBand = {
  left: MARGIN,
  width: WIDTH,
  height: 18,
  fontSize: 10,
  padding: { x: 8, y: 5 },
  advance: 26,
};
const field = (doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number) =>
  printField(doc, label, value, x, y, width, 9);
const sectionTitle = (doc: PDFKit.PDFDocument, title: string, y: number) => printSection(doc, title, y, BAND);

/** The m³ the reading billed: its stored consumption (generated, so typed nullable; never null once stored). */
export const billedConsumption = ({ reading }: WaterBill) =>
  reading.consumption ?? reading.currentReading - reading.previousReading + reading.indexOffset;

/**
 * The charge lines: under a tariff version, the invoice's own lines as priced (escalões with their m³, minimum,
 * taxa fixa, saneamento, IVA — docs/domain.md "Tarifas"); otherwise the water consumed at the contract type's price,
 * or its minimum charge when that is higher.
 */
export function chargeLines(bill: WaterBill) {
  const { contractType, invoice } = bill;
  const consumption = billedConsumption(bill);
  const metered = consumption * contractType.pricePerConsumptionUnit;
  const lines = invoice.lines?.length
    ? invoice.lines.map((line) => ({
        label: line.description,
        quantity: line.quantity === null ? '' : `${line.quantity} m³`,
        unit: line.unitPrice === null ? '' : mzn(line.unitPrice),
        value: mzn(line.amount),
      }))
    : metered >= contractType.minimumConsumptionValue
      ? [
          {
            label: t.waterCharge(contractType.designation),
            quantity: `${consumption} m³`,
            unit: mzn(contractType.pricePerConsumptionUnit),
            value: mzn(invoice.amount),
          },
        ]
      : [
          {
            label: t.minimumCharge(contractType.designation),
            quantity: `${consumption} m³`,
            unit: '',
            value: mzn(invoice.amount),
          },
        ];
  if (invoice.fineAmount > 0)
    lines.push({
      label: t.fine(invoice.finePercentage),
      quantity: '',
      unit: '',
      value: mzn(invoice.fineAmount),
    });
  return lines;
}

function statusLabel(paymentStatus: string | null): string {
  if (paymentStatus === 'PAID') return t.paid;
  if (paymentStatus === 'CANCELED') return t.canceled;
  return t.unpaid;
}

/** An empty A4 document in the water bill's margins; its first page is open. */
export function newWaterBillDocument(info: { Title: string; Author: string; Subject: string }) {
  return new PDFDocument({ size: 'A4', margin: MARGIN, info });
}

/** The invoice PDF (docs/domain.md "Readings and their invoices"): A4, Portuguese, in the built-in Helvetica (it covers accents and ³). */
export function renderWaterBill(bill: WaterBill): PDFKit.PDFDocument {
  const { enterprise, invoice } = bill;
  const doc = newWaterBillDocument({
    Title: `${t.title} ${invoice.id}`,
    Author: enterprise.name,
    Subject: invoice.description ?? '',
  });
  drawWaterBill(doc, bill);
  doc.end();
  return doc;
}

/** Draws one water bill on the document's current page (a zone's bills draw one each, page after page). */
export function drawWaterBill(doc: PDFKit.PDFDocument, bill: WaterBill): void {
  const { enterprise, client, zone, contract, meter, reading, invoice } = bill;
  // Header: the enterprise on the left, the invoice's identity on the right.
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(ACCENT)
    .text(enterprise.name, MARGIN, MARGIN, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor('black');
  doc.text(`${t.nuit}: ${enterprise.nuit}`, { width: 300 });
  doc.text(enterprise.address, { width: 300 });
  doc.text(`${t.contacts}: ${enterprise.phoneNumber} · ${enterprise.email}`, { width: 300 });
  const headerBottom = doc.y;

  const right = MARGIN + 310;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('black')
    .text(t.title, right, MARGIN, { width: WIDTH - 310, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`${t.number} ${invoice.id}`, right, doc.y + 4, { width: WIDTH - 310, align: 'right' });
  doc.text(`${t.issued}: ${formatDate(invoice.createdAt.toISOString())}`, {
    width: WIDTH - 310,
    align: 'right',
  });
  doc.text(`${t.period}: ${monthName(reading.readingMonth)} ${reading.readingYear}`, {
    width: WIDTH - 310,
    align: 'right',
  });
  doc.text(`${t.status}: ${statusLabel(invoice.paymentStatus)}`, { width: WIDTH - 310, align: 'right' });

  // Client and contract.
  let y = sectionTitle(doc, t.client, Math.max(headerBottom, doc.y) + 18);
  const half = WIDTH / 2 - 10;
  field(doc, t.client, client.name, MARGIN, y, half);
  field(doc, t.nuit, client.nuit ?? '', MARGIN, y + 14, half);
  field(doc, t.address, client.address, MARGIN, y + 28, half);
  field(doc, t.zone, zone.designation, MARGIN, y + 42, half);
  field(doc, t.contract, String(contract.contractId), MARGIN + half + 20, y, half);
  field(doc, t.meter, `${meter.meterId} (${meter.brand})`, MARGIN + half + 20, y + 14, half);
  field(doc, t.contacts, client.phoneNumber, MARGIN + half + 20, y + 28, half);

  // Readings.
  y = sectionTitle(doc, t.readings, y + 66);
  // The stored consumption, not current − previous: a wrapped register, a replacement month and a corrected estimate
  // carry their offset in it (docs/domain.md "Readings from the field").
  const consumption = `${billedConsumption(bill)} m³${reading.estimated ? ` (${t.estimated})` : ''}`;
  const third = WIDTH / 3;
  const cells: [string, string][] = [
    [t.previous, `${reading.previousReading} m³`],
    [t.current, `${reading.currentReading} m³`],
    [t.consumption, consumption],
  ];
  cells.forEach(([label, value], index) => {
    const x = MARGIN + index * third;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, y, { width: third - 10, align: 'center' });
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('black')
      .text(value, x, y + 13, { width: third - 10, align: 'center' });
  });

  // Charges.
  y = sectionTitle(doc, t.chargesSection, y + 44);
  const columns = [
    { title: t.charges, x: MARGIN, width: 250, align: 'left' as const },
    { title: t.quantity, x: MARGIN + 250, width: 70, align: 'right' as const },
    { title: t.unitPrice, x: MARGIN + 320, width: 85, align: 'right' as const },
    { title: t.value, x: MARGIN + 405, width: WIDTH - 405, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  for (const c of columns) doc.text(c.title, c.x, y, { width: c.width, align: c.align });
  y += 16;
  doc.font('Helvetica').fillColor('black');
  for (const line of chargeLines(bill)) {
    const values = [line.label, line.quantity, line.unit, line.value];
    columns.forEach((c, index) => {
      doc.text(values[index] ?? '', c.x, y, { width: c.width, align: c.align });
    });
    y += 16;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#cccccc')
    .stroke();
  y += 8;
  doc.font('Helvetica-Bold').fontSize(12).text(t.total, MARGIN, y, { width: 300 });
  doc.text(mzn(invoice.totalAmount), MARGIN + 300, y, { width: WIDTH - 300, align: 'right' });
  y += 22;
  doc.rect(MARGIN, y, WIDTH, 24).fill('#ecfeff');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(11);
  doc.text(`${t.limitDate}: ${formatDate(invoice.limitDate)}`, MARGIN + 8, y + 7, { width: WIDTH - 16 });

  // How to pay.
  y = sectionTitle(doc, t.howToPay, y + 40);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  doc.text(t.payMethods, MARGIN, y, { width: WIDTH });
  doc.text(t.payReference(`${contract.contractId}-${invoice.id}`), { width: WIDTH });
  doc.moveDown(0.5).fillColor(MUTED).text(t.lateNotice, { width: WIDTH });

  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(`${enterprise.name} · ${formatDateTime(new Date().toISOString())}`, MARGIN, 780, {
      width: WIDTH,
      align: 'center',
      lineBreak: false,
    });
}

/** The whole PDF in memory, for the base64 JSON answer the seed's client reads. */
export async function waterBillBuffer(bill: WaterBill): Promise<Buffer> {
  const doc = renderWaterBill(bill);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
