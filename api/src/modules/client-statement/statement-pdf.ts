import { formatDate, formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import PDFDocument from 'pdfkit';
import { ACCENT, MUTED, mzn } from '../../pdf/parts.ts';
import type { ClientStatement } from './service.ts';

const t = messages.clientStatement;
const s = t.statement;
const MARGIN = 40;
const WIDTH = 595.28 - MARGIN * 2; // A4 portrait
const BOTTOM = 841.89 - MARGIN;
const COLUMNS = [
  { x: 0, width: 62, align: 'left' as const },
  { x: 64, width: 236, align: 'left' as const },
  { x: 302, width: 68, align: 'right' as const },
  { x: 372, width: 68, align: 'right' as const },
  { x: 442, width: WIDTH - 442, align: 'right' as const },
];

function row(doc: PDFKit.PDFDocument, values: string[], y: number, bold = false): number {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor('black');
  let height = 0;
  COLUMNS.forEach((column, index) => {
    const text = values[index] ?? '';
    doc.text(text, MARGIN + column.x, y, { width: column.width, align: column.align });
    height = Math.max(height, doc.heightOfString(text, { width: column.width }));
  });
  return y + height + 3;
}

/**
 * The Extrato de conta PDF (docs/domain.md "Extrato de conta"): A4, the opening balance, every movement with its
 * running balance, the closing balance, then the open invoices and Total em dívida. Pages follow as the lines do.
 */
export function renderStatement(statement: ClientStatement): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${s.title} ${statement.clientName}` },
  });
  doc.font('Helvetica-Bold').fontSize(15).fillColor(ACCENT).text(s.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  doc.text(`${statement.clientName} · ${s.contract} ${statement.contractId}`);
  doc.text(`${s.period}: ${formatDate(statement.from)} – ${formatDate(statement.to)}`);
  doc.fillColor(MUTED).text(s.generated(formatDateTime(new Date().toISOString())));
  let y = doc.y + 10;
  const header = () => {
    doc.fillColor(MUTED);
    y = row(doc, [s.date, s.description, s.debit, s.credit, s.balance], y, true);
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor('#cccccc')
      .stroke();
    y += 3;
  };
  header();
  y = row(doc, ['', s.opening, '', '', mzn(statement.openingBalance)], y, true);
  if (statement.lines.length === 0) y = row(doc, ['', s.empty, '', '', ''], y);
  for (const line of statement.lines) {
    if (y > BOTTOM - 20) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    y = row(
      doc,
      [
        formatDate(line.date.toISOString()),
        line.description,
        line.amount < 0 ? mzn(-line.amount) : '',
        line.amount > 0 ? mzn(line.amount) : '',
        mzn(line.balance),
      ],
      y,
    );
  }
  y = row(doc, ['', s.closing, '', '', mzn(statement.closingBalance)], y + 2, true);

  if (statement.openInvoices.length > 0) {
    if (y > BOTTOM - 60) {
      doc.addPage();
      y = MARGIN;
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(ACCENT)
      .text(s.openInvoices, MARGIN, y + 8);
    y = doc.y + 4;
    for (const invoice of statement.openInvoices) {
      if (y > BOTTOM - 20) {
        doc.addPage();
        y = MARGIN;
      }
      y = row(
        doc,
        [
          formatDate(invoice.limitDate),
          `#${invoice.invoiceId} · ${invoice.month}`,
          mzn(invoice.amount),
          mzn(invoice.fineAmount),
          mzn(invoice.totalAmount),
        ],
        y,
      );
    }
  }
  y = drawInstalments(doc, statement, y);
  const d = t.debt;
  const debt = statement.debt;
  const totals: [string, string][] = [
    [d.invoices(debt.invoiceCount), mzn(debt.invoices)],
    [d.fines, mzn(debt.fines)],
    [d.otherCharges, mzn(debt.otherCharges)],
    [d.credit, mzn(-debt.credit)],
    [d.title, mzn(debt.total)],
  ];
  if (y > BOTTOM - 90) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  totals.forEach(([label, value], index) => {
    y = row(doc, ['', label, '', '', value], y, index === totals.length - 1);
  });
  doc.end();
  return doc;
}

/** The running payment agreement's unpaid instalments (docs/domain.md "Payment agreements"), after the open invoices. */
function drawInstalments(doc: PDFKit.PDFDocument, statement: ClientStatement, top: number): number {
  const instalments = statement.agreementInstalments;
  if (instalments.length === 0) return top;
  let y = top;
  if (y > BOTTOM - 60) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(ACCENT)
    .text(messages.paymentAgreements.statementInstalments(instalments[0]!.agreementId), MARGIN, y + 8);
  y = doc.y + 4;
  for (const one of instalments) {
    if (y > BOTTOM - 20) {
      doc.addPage();
      y = MARGIN;
    }
    const state = messages.paymentAgreements.instalmentStates[one.missed ? 'MISSED' : 'DUE'] ?? '';
    y = row(doc, [formatDate(one.dueDate), `${one.label} · ${state}`, '', '', mzn(one.amount)], y);
  }
  return y;
}

export async function statementPdfBuffer(statement: ClientStatement): Promise<Buffer> {
  const doc = renderStatement(statement);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
