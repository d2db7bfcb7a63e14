import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type PDFKitDocument from 'pdfkit';
import { formatPaise, ORDER_DOCUMENT_TITLES } from '@store/shared';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-document';

/**
 * DejaVu Sans, because PDF's standard fonts have no rupee sign (U+20B9). Resolved through Node's module
 * lookup from this file's own URL: from src/ under vitest and tsx, and from dist/server.js once bundled
 * (esbuild keeps npm packages external), both walk up to the node_modules installed beside the app.
 */
const resolvePackageFile = (id: string): string => createRequire(import.meta.url).resolve(id);
export const INVOICE_FONTS = {
  regular: resolvePackageFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolvePackageFile('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/**
 * pdfkit and the fonts, loaded with the first document a process renders (some 15 MB that a process
 * which never renders one does without, issue 28). The fonts are parsed once: pdfkit takes a parsed
 * font as readily as a file, and parsing DejaVu's 700 KB for each document was most of an invoice's
 * 100–150 ms of CPU.
 */
let loaded: { PDFDocument: typeof PDFKitDocument; fonts: { regular: Font; bold: Font } } | undefined;
async function loadPdfKit() {
  if (loaded) return loaded;
  const [{ default: PDFDocument }, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
  return (loaded ??= {
    PDFDocument,
    fonts: { regular: fontkit.openSync(INVOICE_FONTS.regular) as Font, bold: fontkit.openSync(INVOICE_FONTS.bold) as Font },
  });
}

type Pdf = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center';

const REGULAR = 'regular';
const BOLD = 'bold';
const MARGIN = 40;
const A4_HEIGHT = 841.89;
const CONTENT_WIDTH = 595.28 - 2 * MARGIN;
const RIGHT_EDGE = MARGIN + CONTENT_WIDTH;
/** Rows stop here; the footer sits below. */
const CONTENT_BOTTOM = A4_HEIGHT - MARGIN - 16;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#b0b0b0';
const HEADER_FILL = '#eeeeee';
const CELL_PADDING = 4;
const CELL_SIZE = 8;
const MIN_CELL_SIZE = 6;

/** Most lines an invoice keeps to one page, however long its names and addresses. */
export const ONE_PAGE_LINES = 10;

/**
 * How the customer's words (names, addresses, descriptions) give way when an invoice of up to
 * ONE_PAGE_LINES lines would not fit on one page: smaller, then cut after a few lines with an
 * ellipsis (the order keeps them whole). Tried in order; the last fits the longest the forms allow,
 * in the widest letters. A longer order flows onto further pages at the first.
 */
interface Fit {
  partyName: number;
  partyDetails: number;
  description: number;
  /** Most lines a party's name, each of its other lines, and a description take; no limit when absent. */
  maxLines?: { name: number; details: number; description: number };
}
const FITS: readonly Fit[] = [
  { partyName: 10, partyDetails: 9, description: CELL_SIZE },
  { partyName: 9, partyDetails: 8, description: 7, maxLines: { name: 2, details: 3, description: 4 } },
  { partyName: 9, partyDetails: 8, description: 7, maxLines: { name: 2, details: 2, description: 3 } },
  { partyName: 8, partyDetails: 7, description: 6.5, maxLines: { name: 2, details: 2, description: 2 } },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-04-01' → '01 Apr 2025': unambiguous to any reader, and no time zone can shift it. */
function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match && MONTHS[Number(match[2]) - 1];
  return match && month ? `${match[3]} ${month} ${match[1]}` : iso;
}

const percent = (rate: number): string => `${rate}%`;
const signedPaise = (paise: number): string => (paise > 0 ? `+${formatPaise(paise)}` : formatPaise(paise));

/** What a document calls itself in its running text: 'invoice', 'credit note', 'delivery challan'. */
const NAMES: Record<InvoiceDocument['kind'], string> = { invoice: 'invoice', 'credit-note': 'credit note', 'delivery-challan': 'delivery challan' };

/** A delivery challan moves goods and charges nothing: it shows their value, and the GST in it only as information. */
const isChallan = (document: InvoiceDocument) => document.kind === 'delivery-challan';

/**
 * What goes with the goods, known once they are packed, printed on the invoice beside what it was issued
 * with (the document itself never changes): the e-way bill they move under (CGST Rule 138) and each order
 * line's serial numbers, by the line's position.
 */
export type DispatchPapers = { ewayBill?: { number: string; validUntil: string }; serials?: Record<number, string[]> };

/**
 * A GST tax invoice, credit note or delivery challan as an A4 PDF with real (extractable) text. Up to
 * ONE_PAGE_LINES lines it is one page, whatever the customer typed; more lines flow onto further pages
 * under a repeated table header. Every page carries the document number and 'Page n of m'.
 */
export async function renderInvoicePdf(document: InvoiceDocument, papers: DispatchPapers = {}): Promise<Buffer> {
  const kit = await loadPdfKit();
  const title = ORDER_DOCUMENT_TITLES[document.kind];
  // Drawn again with the next fit only when it spilled onto a second page: rare, and cheap next to mailing it.
  const fits = document.lines.length <= ONE_PAGE_LINES ? FITS : FITS.slice(0, 1);
  let pdf = draw(kit, document, papers, title, fits[0]!);
  for (const fit of fits.slice(1)) {
    if (pdf.bufferedPageRange().count === 1) break;
    pdf = draw(kit, document, papers, title, fit);
  }
  drawPageFooters(pdf, document, title);

  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.end();
  return finished;
}

/** Everything but the page footers, which need the page count. */
function draw({ PDFDocument, fonts }: NonNullable<typeof loaded>, document: InvoiceDocument, papers: DispatchPapers, title: string, fit: Fit): Pdf {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: fonts.regular as unknown as string,
    info: { Title: `${title} ${document.number}`, Author: document.seller.name },
  });
  pdf.registerFont(REGULAR, fonts.regular as unknown as string);
  pdf.registerFont(BOLD, fonts.bold as unknown as string);
  let y = drawHeading(pdf, document, papers, title);
  y = drawParties(pdf, document, fit, y + 14);
  y = drawLineTable(pdf, document, papers, title, fit, y + 14);
  drawClosing(pdf, document, y + 12);
  return pdf;
}

/**
 * Writes text at (x, y) in the given style and answers the y below it. With `lines`, the text stops
 * after that many lines, the last ending in an ellipsis when there was more.
 */
function write(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  style: { bold?: boolean; size?: number; color?: string; align?: Align; lines?: number } = {},
): number {
  pdf
    .font(style.bold ? BOLD : REGULAR)
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? INK);
  const options = { width, align: style.align ?? 'left' } as const;
  const height = textHeight(pdf, text, width, style.lines);
  // pdfkit draws a line only while it ends within `height`: the margin keeps rounding from losing the last.
  pdf.text(text, x, y, style.lines === undefined ? options : { ...options, height: height + 0.5, ellipsis: true });
  return y + height;
}

/** The height text takes in the current font at `width`, cut to `lines` lines if given. */
function textHeight(pdf: Pdf, text: string, width: number, lines?: number): number {
  const whole = pdf.heightOfString(text, { width });
  return lines === undefined ? whole : Math.min(whole, lines * pdf.currentLineHeight(true));
}

function rule(pdf: Pdf, y: number, x1 = MARGIN, x2 = RIGHT_EDGE): void {
  pdf.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** The seller on the left; title, numbers, place of supply and reverse charge on the right. */
function drawHeading(pdf: Pdf, document: InvoiceDocument, papers: DispatchPapers, title: string): number {
  const { seller } = document;
  const leftWidth = 255;
  let left = write(pdf, seller.name, MARGIN, MARGIN, leftWidth, { bold: true, size: 14 });
  for (const line of partyDetails(seller)) left = write(pdf, line, MARGIN, left + 1, leftWidth, { color: MUTED });

  const rightWidth = 245;
  const x = RIGHT_EDGE - rightWidth;
  let right = write(pdf, title, x, MARGIN, rightWidth, { bold: true, size: 18 });
  right += 4;
  const { replaces } = document;
  const meta = [
    `${{ invoice: 'Invoice', 'credit-note': 'Credit note', 'delivery-challan': 'Challan' }[document.kind]} no.: ${document.number}`,
    `Date: ${formatDate(document.date)}`,
    ...(document.against ? [`Against invoice ${document.against.number} dated ${formatDate(document.against.date)}`] : []),
    `Order no.: ${document.orderNumber}`,
    ...(replaces
      ? [
          `Replaces goods of order ${replaces.orderNumber}${replaces.invoice ? `, invoice ${replaces.invoice.number} dated ${formatDate(replaces.invoice.date)}` : ''}`,
        ]
      : []),
    ...(isChallan(document)
      ? ['Reason for transport: replacement under warranty']
      : [`Place of supply: ${document.placeOfSupply.state} (${document.placeOfSupply.stateCode})`, `Reverse charge: ${document.reverseCharge}`]),
    ...(papers.ewayBill ? [`E-way bill no.: ${papers.ewayBill.number} (valid until ${formatDate(papers.ewayBill.validUntil.slice(0, 10))})`] : []),
  ];
  meta.forEach((line, i) => {
    right = write(pdf, line, x, right + 1, rightWidth, { bold: i === 0 });
  });

  const bottom = Math.max(left, right) + 10;
  rule(pdf, bottom);
  return bottom;
}

/** Address, state with code, GSTIN and contact lines of a party, as printed under its name. */
function partyDetails(party: InvoiceParty): string[] {
  return [
    ...party.addressLines,
    `State: ${party.state} (${party.stateCode})`,
    ...(party.gstin ? [`GSTIN: ${party.gstin}`] : []),
    ...(party.phone ? [`Phone: ${party.phone}`] : []),
    ...(party.email ? [`Email: ${party.email}`] : []),
  ];
}

function drawParties(pdf: Pdf, document: InvoiceDocument, fit: Fit, y: number): number {
  const gap = 12;
  const width = (CONTENT_WIDTH - gap) / 2;
  const bottoms = (
    [
      [isChallan(document) ? 'Consignee' : 'Billed to', document.buyer, MARGIN],
      [isChallan(document) ? 'Delivered to' : 'Shipped to', document.shipTo, MARGIN + width + gap],
    ] as const
  ).map(([label, party, x]) => {
    const inner = width - 2 * 8;
    let bottom = write(pdf, label.toUpperCase(), x + 8, y + 8, inner, { bold: true, size: 7.5, color: MUTED });
    bottom = write(pdf, party.name, x + 8, bottom + 2, inner, { bold: true, size: fit.partyName, lines: fit.maxLines?.name });
    for (const line of partyDetails(party)) bottom = write(pdf, line, x + 8, bottom + 1, inner, { size: fit.partyDetails, lines: fit.maxLines?.details });
    return bottom + 8;
  });
  const bottom = Math.max(...bottoms);
  for (const x of [MARGIN, MARGIN + width + gap]) {
    pdf
      .roundedRect(x, y, width, bottom - y, 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  return bottom;
}

interface Column {
  header: string;
  width: number;
  align: Align;
  /** The size of the cell's first part, and the most lines it takes; CELL_SIZE and no limit when absent. */
  size?: number;
  lines?: number;
  /** The cell's text: its first part in the cell's size, any further parts smaller and muted. */
  cell: (line: InvoiceLine, index: number) => string[];
}

/** Fixed widths; the description takes what is left and wraps. */
function columnsOf(document: InvoiceDocument, papers: DispatchPapers, fit: Fit): Column[] {
  // A warranty is claimed with the invoice and the unit's serial number: each line names its units'.
  const serialsOf = (line: InvoiceLine) => (line.orderLine === undefined ? [] : (papers.serials?.[line.orderLine] ?? []));
  const description = (line: InvoiceLine) => {
    const serials = serialsOf(line);
    return serials.length ? [line.description, `S/N: ${serials.join(', ')}`] : [line.description];
  };
  const money = (pick: (line: InvoiceLine) => number) => (line: InvoiceLine) => [formatPaise(pick(line))];
  const taxColumns: Column[] = document.intraState
    ? [
        { header: 'CGST', width: 52, align: 'right', cell: (l) => [formatPaise(l.cgst), `@ ${percent(l.gstRate / 2)}`] },
        { header: 'SGST', width: 52, align: 'right', cell: (l) => [formatPaise(l.sgst), `@ ${percent(l.gstRate / 2)}`] },
      ]
    : [{ header: 'IGST', width: 64, align: 'right', cell: (l) => [formatPaise(l.igst), `@ ${percent(l.gstRate)}`] }];
  const fixed: Column[] = [
    { header: 'S.No', width: 28, align: 'right', cell: (_, i) => [String(i + 1)] },
    { header: 'Description', width: 0, align: 'left', size: fit.description, lines: fit.maxLines?.description, cell: description },
    { header: 'HSN/SAC', width: 44, align: 'left', cell: (l) => [l.hsn] },
    // A credit note's line for part of a price (a value refunded, no units back) names no quantity or rate.
    { header: 'Qty', width: 24, align: 'right', cell: (l) => [l.quantity > 0 ? String(l.quantity) : '—'] },
    isChallan(document)
      ? // A challan values a unit at what it was sold for, GST included: what the goods are worth.
        { header: 'Unit value', width: 60, align: 'right', cell: (l) => [formatPaise(l.unitValue ?? Math.round(l.total / l.quantity))] }
      : { header: 'Unit price', width: 60, align: 'right', cell: (l) => (l.quantity > 0 ? [formatPaise(l.unitPrice)] : ['—']) },
    { header: 'Taxable value', width: 62, align: 'right', cell: money((l) => l.taxableValue) },
    ...taxColumns,
    { header: isChallan(document) ? 'Value' : 'Total', width: 64, align: 'right', cell: money((l) => l.total) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.width ? column : { ...column, width: CONTENT_WIDTH - used }));
}

/** Sizes a row's cells: amounts shrink to stay on one line, a description wraps. The header row is bold. */
function measureRow(pdf: Pdf, columns: Column[], texts: string[][], bold: boolean): { sizes: number[][]; height: number } {
  pdf.font(bold ? BOLD : REGULAR);
  let height = 0;
  const sizes = texts.map((parts, c) => {
    const column = columns[c]!;
    const inner = column.width - 2 * CELL_PADDING;
    let cellHeight = 0;
    const partSizes = parts.map((text, p) => {
      let size = p === 0 ? (bold ? CELL_SIZE : (column.size ?? CELL_SIZE)) : CELL_SIZE - 1;
      // Amounts, codes and one-word headers shrink to stay on one line; words wrap.
      if (column.header !== 'Description' && !text.includes(' ')) {
        while (size > MIN_CELL_SIZE && pdf.fontSize(size).widthOfString(text) > inner) size -= 0.5;
      }
      cellHeight += textHeight(pdf.fontSize(size), text, inner, bold || p > 0 ? undefined : column.lines);
      return size;
    });
    height = Math.max(height, cellHeight);
    return partSizes;
  });
  return { sizes, height: height + 2 * CELL_PADDING };
}

function drawRow(pdf: Pdf, columns: Column[], texts: string[][], y: number, bold: boolean): number {
  const { sizes, height } = measureRow(pdf, columns, texts, bold);
  if (bold) pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fill(HEADER_FILL);
  let x = MARGIN;
  texts.forEach((parts, c) => {
    const column = columns[c]!;
    let cellY = y + CELL_PADDING;
    parts.forEach((text, p) => {
      cellY = write(pdf, text, x + CELL_PADDING, cellY, column.width - 2 * CELL_PADDING, {
        bold,
        size: sizes[c]![p]!,
        color: p === 0 ? INK : MUTED,
        align: column.align,
        lines: bold || p > 0 ? undefined : column.lines,
      });
    });
    x += column.width;
  });
  rule(pdf, y + height);
  return y + height;
}

function drawLineTable(pdf: Pdf, document: InvoiceDocument, papers: DispatchPapers, title: string, fit: Fit, top: number): number {
  const columns = columnsOf(document, papers, fit);
  const headerTexts = columns.map((column) => [column.header]);
  let y = drawRow(pdf, columns, headerTexts, top, true);
  document.lines.forEach((line, index) => {
    const texts = columns.map((column) => column.cell(line, index));
    if (y + measureRow(pdf, columns, texts, false).height > CONTENT_BOTTOM) {
      pdf.addPage();
      const continued = write(pdf, `${title} ${document.number} (continued)`, MARGIN, MARGIN, CONTENT_WIDTH, {
        bold: true,
        size: 10,
      });
      y = drawRow(pdf, columns, headerTexts, continued + 8, true);
    }
    y = drawRow(pdf, columns, texts, y, false);
  });
  return y;
}

/** Totals on the right, amount in words and payment on the left, then the signature block. */
function drawClosing(pdf: Pdf, document: InvoiceDocument, top: number): void {
  const { totals } = document;
  const challan = isChallan(document);
  // On a challan the GST is what the value holds, not a charge.
  const tax = (name: string) => (challan ? `${name} (not charged)` : name);
  const rows: [string, string][] = [
    ['Taxable value', formatPaise(totals.taxableValue)],
    ...(document.intraState
      ? ([
          [tax('CGST'), formatPaise(totals.cgst)],
          [tax('SGST'), formatPaise(totals.sgst)],
        ] as [string, string][])
      : ([[tax('IGST'), formatPaise(totals.igst)]] as [string, string][])),
    ...(challan ? [] : ([['Round off', signedPaise(totals.roundOff)]] as [string, string][])),
  ];
  const leftWidth = 280;
  const totalsX = RIGHT_EDGE - 220;
  const rowHeight = 15;
  const totalsHeight = rows.length * rowHeight + 30;
  pdf.font(BOLD).fontSize(9);
  const wordsHeight =
    pdf.heightOfString(document.amountInWords, { width: leftWidth }) + pdf.font(REGULAR).heightOfString(document.paymentNote, { width: leftWidth }) + 40;
  const signatureHeight = 70;
  let y = top;
  if (y + Math.max(totalsHeight, wordsHeight) + signatureHeight > CONTENT_BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }

  let totalsY = y;
  for (const [label, value] of rows) {
    write(pdf, label, totalsX, totalsY, 110, { color: MUTED });
    write(pdf, value, totalsX + 110, totalsY, 110, { align: 'right' });
    totalsY += rowHeight;
  }
  rule(pdf, totalsY, totalsX, RIGHT_EDGE);
  totalsY += 5;
  write(pdf, challan ? 'Value of goods' : 'Grand total', totalsX, totalsY, 110, { bold: true, size: 11 });
  const grandTotal = formatPaise(totals.total);
  let size = 11;
  // A total in crores shrinks to stay on one line beside its label.
  while (size > 8 && pdf.font(BOLD).fontSize(size).widthOfString(grandTotal) > 120) size -= 0.5;
  totalsY = write(pdf, grandTotal, totalsX + 100, totalsY, 120, { bold: true, size, align: 'right' });

  let wordsY = write(pdf, challan ? 'Value in words' : 'Amount in words', MARGIN, y, leftWidth, { bold: true, size: 7.5, color: MUTED });
  wordsY = write(pdf, document.amountInWords, MARGIN, wordsY + 2, leftWidth, { bold: true });
  wordsY = write(pdf, challan ? 'Note' : 'Payment', MARGIN, wordsY + 10, leftWidth, { bold: true, size: 7.5, color: MUTED });
  wordsY = write(pdf, document.paymentNote, MARGIN, wordsY + 2, leftWidth);

  const signatureX = RIGHT_EDGE - 220;
  const signatureY = Math.max(totalsY, wordsY) + 24;
  write(pdf, `For ${document.seller.name}`, signatureX, signatureY, 220, { bold: true, align: 'right' });
  rule(pdf, signatureY + 44, RIGHT_EDGE - 140, RIGHT_EDGE);
  write(pdf, 'Authorised Signatory', signatureX, signatureY + 48, 220, { align: 'right', color: MUTED });
}

function drawPageFooters(pdf: Pdf, document: InvoiceDocument, title: string): void {
  const { start, count } = pdf.bufferedPageRange();
  const what = NAMES[document.kind];
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Below the bottom margin pdfkit would start a new page for the text; the footer belongs there.
    pdf.page.margins.bottom = 0;
    const y = A4_HEIGHT - MARGIN - 4;
    rule(pdf, y - 6);
    write(pdf, `This is a computer-generated ${what}.`, MARGIN, y, CONTENT_WIDTH / 2, { size: 7.5, color: MUTED });
    write(pdf, `${title} ${document.number} · Page ${i - start + 1} of ${count}`, MARGIN + CONTENT_WIDTH / 2, y, CONTENT_WIDTH / 2, {
      size: 7.5,
      color: MUTED,
      align: 'right',
    });
  }
}
