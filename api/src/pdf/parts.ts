import { formatMZN, toMeticais } from '@agua/domain/money';

// The pieces every printed document of the utility shares (water bill, receipt): its colours, how an amount is
// written, a labelled value and a section band. Each document keeps its own page size and passes its measures.

export const ACCENT = '#0e7490';
export const MUTED = '#555555';

/** Centavos as printed: "1 234,50 MZN". */
export const mzn = (centavos: number) => formatMZN(toMeticais(centavos));

/** A labelled value, e.g. "NUIT: 400123456"; an empty value prints a dash. */
export function field(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  fontSize: number,
) {
  doc
    .font('Helvetica-Bold')
    .fontSize(fontSize)
    .fillColor(MUTED)
    .text(`${label}: `, x, y, { width, continued: true });
  doc
    .font('Helvetica')
    .fillColor('black')
    .text(value || '—');
}

/** How a document draws its section bands: where the band starts, how big it is, and the space under it. */
export interface SectionBand {
  left: number;
  width: number;
  height: number;
  fontSize: number;
  padding: { x: number; y: number };
  /** From the band's top to the first line under it. */
  advance: number;
}

/** A coloured band with the section's title in white; answers where the section's content starts. */
export function sectionTitle(doc: PDFKit.PDFDocument, title: string, y: number, band: SectionBand): number {
  doc.rect(band.left, y, band.width, band.height).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(band.fontSize)
    .fillColor('white')
    .text(title, band.left + band.padding.x, y + band.padding.y);
  doc.fillColor('black');
  return y + band.advance;
}
