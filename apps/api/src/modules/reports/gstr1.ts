import { B2CL_LIMIT_PAISE, type Gstr1 } from '@store/shared';
import type { InvoiceDocument, InvoiceLine, IssuedDocument } from '../invoices';

/**
 * GSTR-1 from the invoices and credit notes as issued (decision 0007): every line of every document
 * lands in exactly one of B2B, B2CL, B2CS, CDNR or CDNUR, and in the HSN summary, so the sections add
 * up to the documents to the paisa.
 */

type Taxes = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };
const zero = (): Taxes => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

function add(into: Taxes, line: InvoiceLine, sign: 1 | -1): void {
  into.taxablePaise += sign * line.taxableValue;
  into.igstPaise += sign * line.igst;
  into.cgstPaise += sign * line.cgst;
  into.sgstPaise += sign * line.sgst;
}

/** A document's lines summed per GST rate, lowest rate first. */
function byRate(document: InvoiceDocument): Array<{ rate: number } & Taxes> {
  const rates = new Map<number, Taxes>();
  for (const line of document.lines) {
    const taxes = rates.get(line.gstRate) ?? zero();
    add(taxes, line, 1);
    rates.set(line.gstRate, taxes);
  }
  return [...rates].sort(([a], [b]) => a - b).map(([rate, taxes]) => ({ rate, ...taxes }));
}

/** HSN as the portal takes it: digits only ('8471 30' → '847130'). */
export const hsnDigits = (hsn: string) => hsn.replace(/\D/g, '');

/** SAC codes (services: delivery is 996812) start with 99; everything else here is goods. */
export const isService = (hsn: string) => hsnDigits(hsn).startsWith('99');

export const placeOfSupply = (document: InvoiceDocument) => `${document.placeOfSupply.stateCode}-${document.placeOfSupply.state}`;

type HsnRow = Gstr1['hsn'][number];

/** A line added to its HSN and rate's row of the summary, taken off for a credit note (sign −1). */
function addToHsn(rows: Map<string, HsnRow>, line: InvoiceLine, sign: 1 | -1): void {
  const code = hsnDigits(line.hsn);
  const key = `${code}|${line.gstRate}`;
  const service = isService(line.hsn);
  const row = rows.get(key) ?? {
    hsn: code,
    description: line.description,
    uqc: service ? ('NA' as const) : ('NOS' as const),
    quantity: 0,
    totalValuePaise: 0,
    rate: line.gstRate,
    ...zero(),
  };
  // The portal's description is optional: one product's name would mislabel a code several products share.
  if (row.description !== line.description) row.description = '';
  // Services have no unit quantity on the portal (UQC NA): their quantity stays 0.
  if (!service) row.quantity += sign * line.quantity;
  row.totalValuePaise += sign * line.total;
  add(row, line, sign);
  rows.set(key, row);
}

const byHsnAndRate = (rows: Map<string, HsnRow>) => [...rows.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);

/** An invoice to an unregistered buyer in another state worth more than ₹1,00,000 with GST. */
const isLarge = (document: InvoiceDocument, invoiceValuePaise: number) => !document.buyer.gstin && !document.intraState && invoiceValuePaise > B2CL_LIMIT_PAISE;

export function createGstr1(range: { from: string; to: string }, gstin: string) {
  const report: Omit<Gstr1, 'b2cs' | 'hsn' | 'documents' | 'totals'> = { ...range, gstin, b2b: [], b2cl: [], cdnr: [], cdnur: [] };
  const b2cs = new Map<string, { placeOfSupply: string; rate: number } & Taxes>();
  const hsn = new Map<string, HsnRow>();
  const hsnBySupply = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  const series = new Map<InvoiceDocument['kind'], string[]>();
  const totals = zero();

  return {
    add({ document, invoiceValuePaise }: IssuedDocument): void {
      const credit = document.kind === 'credit-note';
      const sign = credit ? -1 : 1;
      series.set(document.kind, [...(series.get(document.kind) ?? []), document.number]);
      const pos = placeOfSupply(document);
      const rates = byRate(document);
      const { gstin: buyerGstin } = document.buyer;
      if (buyerGstin && !credit)
        for (const taxes of rates)
          report.b2b.push({
            gstin: buyerGstin,
            receiverName: document.buyer.name,
            invoiceNumber: document.number,
            invoiceDate: document.date,
            invoiceValuePaise: document.totals.total,
            placeOfSupply: pos,
            reverseCharge: 'N',
            invoiceType: 'Regular B2B',
            ...taxes,
          });
      else if (buyerGstin)
        for (const taxes of rates)
          report.cdnr.push({
            gstin: buyerGstin,
            receiverName: document.buyer.name,
            noteNumber: document.number,
            noteDate: document.date,
            noteType: 'C',
            placeOfSupply: pos,
            reverseCharge: 'N',
            noteValuePaise: document.totals.total,
            againstInvoice: document.against?.number ?? '',
            ...taxes,
          });
      else if (isLarge(document, invoiceValuePaise) && !credit)
        for (const taxes of rates)
          report.b2cl.push({
            invoiceNumber: document.number,
            invoiceDate: document.date,
            invoiceValuePaise: document.totals.total,
            placeOfSupply: pos,
            ...taxes,
          });
      else if (isLarge(document, invoiceValuePaise))
        for (const taxes of rates)
          report.cdnur.push({
            urType: 'B2CL',
            noteNumber: document.number,
            noteDate: document.date,
            noteType: 'C',
            placeOfSupply: pos,
            noteValuePaise: document.totals.total,
            againstInvoice: document.against?.number ?? '',
            ...taxes,
          });
      else
        for (const { rate, ...taxes } of rates) {
          // B2CS is reported net: a credit note to a small unregistered sale reduces its place and rate.
          const key = `${pos}|${rate}`;
          const row = b2cs.get(key) ?? { placeOfSupply: pos, rate, ...zero() };
          row.taxablePaise += sign * taxes.taxablePaise;
          row.igstPaise += sign * taxes.igstPaise;
          row.cgstPaise += sign * taxes.cgstPaise;
          row.sgstPaise += sign * taxes.sgstPaise;
          b2cs.set(key, row);
        }

      // Table 12 is filed in two parts since 2025: supplies to registered buyers (hsn_b2b) and the rest (hsn_b2c).
      const supply = buyerGstin ? hsnBySupply.b2b : hsnBySupply.b2c;
      for (const line of document.lines) {
        add(totals, line, sign);
        addToHsn(hsn, line, sign);
        addToHsn(supply, line, sign);
      }
    },

    result(): Gstr1 {
      const byNumber = (a: string, b: string) => a.localeCompare(b);
      return {
        ...report,
        b2cs: [...b2cs.values()]
          .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate)
          .map((row) => ({ type: 'OE' as const, ...row })),
        hsn: byHsnAndRate(hsn),
        documents: (['invoice', 'credit-note'] as const).flatMap((kind) => {
          const numbers = [...(series.get(kind) ?? [])].sort(byNumber);
          return numbers.length ? [{ kind, first: numbers[0]!, last: numbers.at(-1)!, count: numbers.length }] : [];
        }),
        totals,
      };
    },

    /** The HSN summary in its two parts, each net of its credit notes: documents to registered buyers (a GSTIN on the buyer), and the others. */
    hsnBySupply(): { b2b: HsnRow[]; b2c: HsnRow[] } {
      return { b2b: byHsnAndRate(hsnBySupply.b2b), b2c: byHsnAndRate(hsnBySupply.b2c) };
    },
  };
}
