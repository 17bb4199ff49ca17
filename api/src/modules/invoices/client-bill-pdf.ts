import { formatDate, formatDateTime, monthName, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { ACCENT, MUTED, mzn, field as printField, sectionTitle as printSection } from '../../pdf/parts.ts';
import type { ClientBill } from './client-bill.ts';
import { BAND, billedConsumption, chargeLines, MARGIN, WIDTH } from './water-bill-pdf.ts';

// The zone's bill of one client (docs/domain.md "The zone's water bills"): one A4 page with the month's invoices,
// the earlier unpaid months under "Dívida anterior", Total em dívida and how to pay it by M-Pesa.

const t = messages.readings.invoice.pdf;
const b = messages.invoices.bill;
/** Below it the footer; "Dívida anterior" folds its oldest months into one line rather than cross it. */
const BOTTOM = 770;
const ROW = 13;

const field = (doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number) =>
  printField(doc, label, value, x, y, width, 9);
const sectionTitle = (doc: PDFKit.PDFDocument, title: string, y: number) => printSection(doc, title, y, BAND);
const monthLabel = (month: number, year: number) => `${monthName(month)} ${year}`;

/** Cells of a table row at their columns. */
function row(
  doc: PDFKit.PDFDocument,
  columns: readonly { x: number; width: number; align: 'left' | 'right' }[],
  values: readonly string[],
  y: number,
) {
  columns.forEach((c, index) => {
    doc.text(values[index] ?? '', c.x, y, { width: c.width, align: c.align, lineBreak: false });
  });
}

function header(doc: PDFKit.PDFDocument, bill: ClientBill): number {
  const { enterprise, month, contractIds } = bill;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(ACCENT)
    .text(enterprise.name, MARGIN, MARGIN, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor('black');
  doc.text(`${t.nuit}: ${enterprise.nuit}`, { width: 300 });
  doc.text(enterprise.address, { width: 300 });
  doc.text(`${t.contacts}: ${enterprise.phoneNumber} · ${enterprise.email}`, { width: 300 });
  const left = doc.y;
  const right = { x: MARGIN + 310, width: WIDTH - 310, align: 'right' as const };
  doc.font('Helvetica-Bold').fontSize(14).text(t.title, right.x, MARGIN, right);
  doc.font('Helvetica').fontSize(9);
  doc.text(`${t.period}: ${monthLabel(month.month, month.year)}`, right.x, doc.y + 4, right);
  doc.text(`${t.issued}: ${formatDate(todayInMaputo())}`, right);
  doc.text(`${t.contract}: ${contractIds.join(', ')}`, right);
  return Math.max(left, doc.y);
}

function clientSection(doc: PDFKit.PDFDocument, bill: ClientBill, top: number): number {
  const { client, zone } = bill;
  const y = sectionTitle(doc, t.client, top);
  const half = WIDTH / 2 - 10;
  field(doc, t.client, client.name, MARGIN, y, half);
  field(doc, t.address, client.address, MARGIN, y + 14, half);
  field(doc, t.nuit, client.nuit ?? '', MARGIN + half + 20, y, half);
  field(doc, t.zone, zone.designation, MARGIN + half + 20, y + 14, half);
  field(doc, t.contacts, client.phoneNumber, MARGIN + half + 20, y + 28, half);
  return y + 46;
}

const chargeColumns = [
  { x: MARGIN, width: 250, align: 'left' as const },
  { x: MARGIN + 250, width: 70, align: 'right' as const },
  { x: MARGIN + 320, width: 85, align: 'right' as const },
  { x: MARGIN + 405, width: WIDTH - 405, align: 'right' as const },
];

/** The month's invoices: each with its meter, readings and charge lines, its total and limit date. */
function monthSection(doc: PDFKit.PDFDocument, bill: ClientBill, top: number): number {
  let y = sectionTitle(doc, b.monthSection(monthLabel(bill.month.month, bill.month.year)), top);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  if (bill.current.length === 0) {
    doc.fillColor(MUTED).text(b.noMonthInvoice, MARGIN, y, { width: WIDTH });
    return y + 18;
  }
  for (const water of bill.current) {
    const { invoice, reading, meter, contract } = water;
    doc.font('Helvetica-Bold').fillColor('black');
    doc.text(
      `${t.number} ${invoice.id} · ${t.contract} ${contract.contractId} · ${t.meter} ${meter.meterId}`,
      MARGIN,
      y,
      { width: WIDTH, lineBreak: false },
    );
    y += ROW;
    doc.font('Helvetica').fillColor(MUTED);
    const consumption = `${billedConsumption(water)} m³${reading.estimated ? ` (${t.estimated})` : ''}`;
    doc.text(
      `${t.previous}: ${reading.previousReading} m³ · ${t.current}: ${reading.currentReading} m³ · ${t.consumption}: ${consumption}`,
      MARGIN,
      y,
      { width: WIDTH, lineBreak: false },
    );
    y += ROW + 3;
    doc.font('Helvetica-Bold').fillColor(MUTED);
    row(doc, chargeColumns, [t.charges, t.quantity, t.unitPrice, t.value], y);
    y += ROW;
    doc.font('Helvetica').fillColor('black');
    for (const line of chargeLines(water)) {
      row(doc, chargeColumns, [line.label, line.quantity, line.unit, line.value], y);
      y += ROW;
    }
    doc.font('Helvetica-Bold');
    row(
      doc,
      chargeColumns,
      [`${t.total} · ${t.limitDate}: ${formatDate(invoice.limitDate)}`, '', '', mzn(invoice.totalAmount)],
      y,
    );
    y += ROW + 6;
  }
  return y;
}

const debtColumns = [
  { x: MARGIN, width: 120, align: 'left' as const },
  { x: MARGIN + 120, width: 60, align: 'right' as const },
  { x: MARGIN + 180, width: 80, align: 'right' as const },
  { x: MARGIN + 260, width: 80, align: 'right' as const },
  { x: MARGIN + 340, width: 70, align: 'right' as const },
  { x: MARGIN + 410, width: WIDTH - 410, align: 'right' as const },
];

/**
 * "Dívida anterior": the earlier unpaid months, oldest first, each with its fine as of today. When they do not fit
 * above the totals, the oldest are summed on one line ("e mais N meses") — the total never leaves any out.
 */
function previousDebt(doc: PDFKit.PDFDocument, bill: ClientBill, top: number, room: number): number {
  let y = sectionTitle(doc, b.previousDebt, top);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  if (bill.earlier.length === 0) {
    doc.fillColor(MUTED).text(b.previousNone, MARGIN, y, { width: WIDTH });
    return y + 18;
  }
  doc.font('Helvetica-Bold').fillColor(MUTED);
  row(doc, debtColumns, [b.month, b.invoice, b.limitDate, b.amount, b.fine, b.total], y);
  y += ROW;
  doc.font('Helvetica').fillColor('black');
  const fits = Math.max(Math.floor((room - y) / ROW), 2);
  const folded = bill.earlier.length > fits ? bill.earlier.length - fits + 1 : 0;
  if (folded > 0) {
    const older = bill.earlier.slice(0, folded);
    const amount = older.reduce((sum, invoice) => sum + invoice.amount, 0);
    const fine = older.reduce((sum, invoice) => sum + invoice.fine, 0);
    const first = older[0]!;
    row(
      doc,
      debtColumns,
      [
        `${monthLabel(first.month, first.year)} ${b.moreMonths(folded - 1)}`,
        '',
        '',
        mzn(amount),
        mzn(fine),
        mzn(amount + fine),
      ],
      y,
    );
    y += ROW;
  }
  for (const invoice of bill.earlier.slice(folded)) {
    row(
      doc,
      debtColumns,
      [
        monthLabel(invoice.month, invoice.year),
        String(invoice.invoiceId),
        formatDate(invoice.limitDate),
        mzn(invoice.amount),
        mzn(invoice.fine),
        mzn(invoice.amount + invoice.fine),
      ],
      y,
    );
    y += ROW;
  }
  return y + 4;
}

/** Total em dívida with its parts: the month's invoices, the earlier months, other charges, less the credit. */
function totals(doc: PDFKit.PDFDocument, bill: ClientBill, top: number): number {
  const monthTotal = bill.current.reduce((sum, water) => sum + water.invoice.totalAmount, 0);
  const earlierTotal = bill.earlier.reduce((sum, invoice) => sum + invoice.amount + invoice.fine, 0);
  const lines: [string, string][] = [
    [b.monthTotal, mzn(monthTotal)],
    [b.previousTotal, mzn(earlierTotal)],
  ];
  if (bill.debt.otherCharges > 0) lines.push([b.otherCharges, mzn(bill.debt.otherCharges)]);
  if (bill.debt.credit > 0) lines.push([b.credit, `-${mzn(bill.debt.credit)}`]);
  let y = top;
  doc.font('Helvetica').fontSize(9).fillColor('black');
  for (const [label, value] of lines) {
    doc.text(label, MARGIN + 200, y, { width: 200, lineBreak: false });
    doc.text(value, MARGIN + 400, y, { width: WIDTH - 400, align: 'right', lineBreak: false });
    y += ROW;
  }
  y += 2;
  doc.rect(MARGIN, y, WIDTH, 26).fill('#ecfeff');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(13);
  doc.text(b.totalDebt, MARGIN + 8, y + 7, { width: 250, lineBreak: false });
  doc.text(mzn(bill.debt.total), MARGIN + 250, y + 7, {
    width: WIDTH - 258,
    align: 'right',
    lineBreak: false,
  });
  return y + 34;
}

function howToPay(doc: PDFKit.PDFDocument, bill: ClientBill, top: number, mpesaCode: string): void {
  const y = sectionTitle(doc, b.mpesaTitle, top);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  if (bill.agreement) {
    const { number, count, amount, dueDate } = bill.agreement;
    const what = number === 0 ? b.agreementDownPayment : b.agreementInstalment(number, count);
    doc.font('Helvetica-Bold').text(b.agreementNext(what, mzn(amount), formatDate(dueDate)), MARGIN, y, {
      width: WIDTH,
    });
    doc.font('Helvetica').moveDown(0.2);
  } else doc.y = y;
  doc.text(b.mpesaSteps(mpesaCode, bill.contractIds.join(' / ')), MARGIN, doc.y, { width: WIDTH });
  doc.text(b.mpesaRequest(bill.client.phoneNumber), { width: WIDTH });
  doc.text(b.otherMethods, { width: WIDTH });
  doc.fillColor(MUTED).text(t.lateNotice, { width: WIDTH });
}

/** The height the totals and "how to pay" take under "Dívida anterior". */
const TAIL = 5 * ROW + 34 + 26 + 5 * 24;

/** Draws one client's bill on the document's current page. */
export function drawClientBill(doc: PDFKit.PDFDocument, bill: ClientBill, mpesaCode: string): void {
  let y = header(doc, bill);
  y = clientSection(doc, bill, y + 14);
  y = monthSection(doc, bill, y + 6);
  y = previousDebt(doc, bill, y + 4, BOTTOM - TAIL);
  y = totals(doc, bill, y + 4);
  howToPay(doc, bill, y + 4, mpesaCode);
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(`${bill.enterprise.name} · ${formatDateTime(new Date().toISOString())}`, MARGIN, 780, {
      width: WIDTH,
      align: 'center',
      lineBreak: false,
    });
}
