import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { amountInWords, formatPaise } from '@store/shared';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-document';
import { INVOICE_FONTS, ONE_PAGE_LINES, renderInvoicePdf } from './invoice-pdf';
import { pdfText, unwrapped } from '../../../test/pdf-text';

const seller: InvoiceParty & { gstin: string } = {
  name: 'TechStore Retail LLP',
  addressLines: ['Unit 4, Andheri Industrial Estate', 'Mumbai 400053'],
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  phone: '+91 22 4000 1234',
  email: 'accounts@techstore.example',
};
const mumbaiBuyer: InvoiceParty = {
  name: 'Asha Patil',
  addressLines: ['12 Hill Road, Bandra West', 'Mumbai 400050'],
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AAACR5055K1Z7',
};
const bengaluruBuyer: InvoiceParty = {
  name: 'Ravi Kumar',
  addressLines: ['88 MG Road', 'Bengaluru 560001'],
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29AAGCB7383J1Z4',
  phone: '+91 98450 00000',
};

/** A line of `quantity` × `rupees` at 18%, taxed as the place of supply decides. */
function lineOf(description: string, hsn: string, quantity: number, rupees: number, intraState: boolean): InvoiceLine {
  const taxableValue = quantity * rupees * 100;
  const tax = Math.round(taxableValue * 0.18);
  const cgst = intraState ? Math.floor(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  const igst = intraState ? 0 : tax;
  return { description, hsn, quantity, unitPrice: rupees * 100, taxableValue, gstRate: 18, cgst, sgst, igst, total: taxableValue + tax };
}

function documentOf(buyer: InvoiceParty, lines: InvoiceLine[], extra: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((s, line) => s + pick(line), 0);
  const taxableValue = sum((l) => l.taxableValue);
  const linesTotal = sum((l) => l.total);
  const total = Math.round((taxableValue * 1.18) / 100) * 100; // charged in whole rupees
  return {
    kind: 'invoice',
    number: 'INV/25-26/000123',
    date: '2025-11-23',
    orderNumber: '#1A2B3C4D',
    seller,
    buyer,
    shipTo: buyer,
    placeOfSupply: { state: buyer.state, stateCode: buyer.stateCode },
    intraState: buyer.stateCode === seller.stateCode,
    lines,
    totals: {
      taxableValue,
      cgst: sum((l) => l.cgst),
      sgst: sum((l) => l.sgst),
      igst: sum((l) => l.igst),
      roundOff: total - linesTotal,
      total,
    },
    amountInWords: amountInWords(total),
    reverseCharge: 'No',
    paymentNote: 'Paid online (UPI), payment pay_Nx81TqZ4kLmP0a',
    ...extra,
  };
}

const intraLines = [
  lineOf('Lenovo IdeaPad Slim 5 (16 GB RAM, 512 GB SSD, 14" OLED)', '8471 30', 1, 54_999, true),
  lineOf('Logitech M331 Silent Plus wireless mouse', '8471 60', 1, 999, true),
];

/** The PDF's text as one line, and its page count. */

describe('invoice PDF', () => {
  it('embeds fonts that have the rupee sign', () => {
    for (const path of [INVOICE_FONTS.regular, INVOICE_FONTS.bold]) {
      const pdf = new PDFDocument().font(path);
      // pdfkit keeps the fontkit font it loaded on the current font; the typings do not show it.
      const { font } = (pdf as unknown as { _font: { font: { hasGlyphForCodePoint(cp: number): boolean } } })._font;
      expect(font.hasGlyphForCodePoint(0x20b9)).toBe(true);
    }
  });

  it('renders an intra-state invoice with CGST and SGST as real text', async () => {
    const document = documentOf(mumbaiBuyer, intraLines);
    const pdf = await renderInvoicePdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);

    expect(pages).toBe(1);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('INV/25-26/000123');
    expect(text).toContain('23 Nov 2025');
    expect(text).toContain('#1A2B3C4D');
    expect(text).toContain('27AAPFU0939F1ZV');
    expect(text).toContain('27AAACR5055K1Z7');
    expect(text).toContain('Reverse charge: No');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('Billed to'.toUpperCase());
    expect(text).toContain('Shipped to'.toUpperCase());
    expect(text).toContain('8471 30');
    expect(text).toContain('8471 60');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain('@ 9%');
    expect(text).not.toContain('IGST');
    expect(text).toContain('₹');
    expect(text).toContain('₹54,999.00');
    expect(formatPaise(document.totals.total)).toBe('₹66,078.00');
    expect(text).toContain('₹66,078.00');
    expect(text).toContain('Rupees Sixty-Six Thousand Seventy-Eight Only');
    expect(text).toContain('pay_Nx81TqZ4kLmP0a');
    expect(text).toContain('This is a computer-generated invoice.');
    expect(text).toContain(`For ${seller.name}`);
    expect(text).toContain('Authorised Signatory');
  });

  it('renders an inter-state invoice with IGST only', async () => {
    const lines = [lineOf('Dell 27" monitor S2721HN', '8528 52', 2, 12_499, false)];
    const document = documentOf(bengaluruBuyer, lines);
    const { text } = await pdfText(await renderInvoicePdf(document));

    expect(text).toContain('IGST');
    expect(text).toContain('@ 18%');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).toContain('29AAGCB7383J1Z4');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('8528 52');
    expect(text).toContain(formatPaise(document.totals.total));
    expect(text).toContain('₹29,498.00'); // 2 × 12,499 × 1.18 = 29,497.64, charged in whole rupees
    // Words wrap onto the next line where the column ends.
    expect(unwrapped(text)).toContain('Rupees Twenty-Nine Thousand Four Hundred Ninety-Eight Only');
  });

  it('renders a credit note naming the invoice it reverses', async () => {
    const document = documentOf(mumbaiBuyer, intraLines.slice(1), {
      kind: 'credit-note',
      number: 'CN/25-26/000007',
      date: '2025-12-02',
      against: { number: 'INV/25-26/000123', date: '2025-11-23' },
    });
    const { text } = await pdfText(await renderInvoicePdf(document));

    expect(text).toContain('Credit Note');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('CN/25-26/000007');
    expect(text).toContain('Against invoice INV/25-26/000123 dated 23 Nov 2025');
    expect(text).toContain('02 Dec 2025');
    expect(text).toContain(formatPaise(document.totals.total));
    expect(text).toContain('This is a computer-generated credit note.');
  });

  it('flows 40 lines onto further pages, repeating the table header', async () => {
    const lines = Array.from({ length: 40 }, (_, i) =>
      lineOf(
        `Accessory item number ${i + 1}${i % 7 === 0 ? ', with a long description that must wrap inside its column rather than overflow into the next one' : ''}`,
        '8473 30',
        (i % 3) + 1,
        1_000 + i * 37,
        true,
      ),
    );
    const document = documentOf(mumbaiBuyer, lines);
    const { text, pages } = await pdfText(await renderInvoicePdf(document));

    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Tax Invoice INV/25-26/000123 (continued)');
    // Every page with lines has the table's header; the totals may have a page to themselves.
    expect(text.match(/HSN\/SAC/g)?.length).toBeGreaterThanOrEqual(pages - 1);
    expect(text.match(/HSN\/SAC/g)?.length).toBeGreaterThan(1);
    for (let i = 1; i <= 40; i++) expect(text).toContain(`Accessory item number ${i}`);
    expect(text).toContain(formatPaise(document.totals.total));
    expect(unwrapped(text)).toContain(document.amountInWords);
  });

  describe('of up to 10 lines', () => {
    /** Text of `length` characters: words as a product name has them, or the widest letter over and over. */
    const wordsOf = (length: number) =>
      'Lenovo ThinkPad X1 Carbon Gen 12 Intel Core Ultra 7 155U 32 GB RAM 1 TB SSD 14 inch 2.8K OLED touch Windows 11 Pro '.repeat(10).slice(0, length).trim();
    const widest = (length: number) => 'W'.repeat(length);
    /** The longest the forms take: product name 200, shipping name 100, street 300, city 100, the longest state. */
    function longest(text: (length: number) => string, lines = ONE_PAGE_LINES): InvoiceDocument {
      const party: InvoiceParty = {
        name: text(100),
        addressLines: [text(300), `${text(100)} 396210`],
        state: 'Dadra and Nagar Haveli and Daman and Diu',
        stateCode: '26',
        gstin: '26AAACR5055K1Z7',
        phone: '+91 9876543210',
      };
      // The most a line can be: 100 units of a ₹9,99,999 laptop.
      const document = documentOf(
        party,
        Array.from({ length: lines }, () => lineOf(text(200), '8471 30', 100, 9_99_999, false)),
        {
          paymentNote: `Paid online (NETBANKING), payment pay_${'Q'.repeat(40)}`,
        },
      );
      return { ...document, shipTo: { ...party, gstin: undefined } };
    }
    /** Page objects in the file itself, as a printer would count them. */
    const pageObjects = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;

    it.each([
      ['words', wordsOf],
      ['the widest letter', widest],
    ])('is one page with the longest names and addresses the forms take, in %s', async (_name, text) => {
      for (const lines of [1, ONE_PAGE_LINES]) {
        const document = longest(text, lines);
        const pdf = await renderInvoicePdf(document);
        const { text: printed, pages } = await pdfText(pdf);
        expect([pages, pageObjects(pdf)], `${lines} lines`).toEqual([1, 1]);
        const flat = unwrapped(printed);
        expect(flat).toContain('Page 1 of 1');
        expect(flat).toContain(`Invoice no.: ${document.number}`);
        expect(flat).toContain(formatPaise(document.totals.total));
        expect(flat).toContain(document.amountInWords);
        expect(flat).toContain('Authorised Signatory');
        expect(printed.match(/8471 30/g)).toHaveLength(lines);
        expect(flat).toContain(text(20)); // every description starts as written
      }
    });

    it('prints names and addresses of a usual length whole, with all ten lines on the page', async () => {
      const names = Array.from({ length: ONE_PAGE_LINES }, (_, i) => `HP Victus 15 fb2 Ryzen 7 7445HS, 16 GB, 512 GB SSD, RTX 3050 (item ${i + 1})`);
      const buyer: InvoiceParty = {
        ...bengaluruBuyer,
        name: 'Venkataraghavan Subramanian Iyer',
        addressLines: ['Flat 1204, Tower B, Prestige Shantiniketan, Whitefield Main Road, ITPL', 'Bengaluru 560048'],
      };
      const document = documentOf(
        buyer,
        names.map((name) => lineOf(name, '8471 30', 1, 89_990, false)),
      );
      const { text, pages } = await pdfText(await renderInvoicePdf(document));
      expect(pages).toBe(1);
      const flat = unwrapped(text);
      for (const name of names) expect(flat).toContain(name);
      expect(flat).toContain(buyer.addressLines[0]);
      expect(flat).not.toContain('…');
    });

    it('stays on one page when an address stored before addresses were one line holds line breaks', async () => {
      const document = longest(wordsOf);
      const broken = { ...document.buyer, addressLines: [`${'12 MG Road\n'.repeat(30)}`, 'Pune\n\n\n\n411001'] };
      expect((await pdfText(await renderInvoicePdf({ ...document, buyer: broken, shipTo: broken }))).pages).toBe(1);
    });
  });
});
