import type { Gstr1, ReportRange } from '@store/shared';

/**
 * A month's GSTR-1 as the GST portal's "Prepare offline → Upload" takes it: the JSON the GSTN offline
 * tool writes (GSTN returns API, "Save GSTR1" attributes v4.0 on developer.gst.gov.in; keys and
 * shapes as resilient-tech/india-compliance writes them in gst_india/report/gstr_1). It is made from
 * the shop's GSTR-1 sections (gstr1.ts), so the two can never disagree; gstr1-portal.schema.json
 * is the format as a JSON Schema, and the tests check every file against it.
 *
 * Amounts are rupees with two decimals, each converted once from its sum in paise (paise / 100 is
 * the double nearest the two-decimal value, and JSON writes it back as that value): never summed as
 * rupees, so the file reconciles with the invoices to the paisa.
 */

/**
 * The offline tool writes its release here. 3.2 is the schema with table 12 split into hsn_b2b and
 * hsn_b2c (GSTN advisory on phase III of table 12, returns from May 2025); GST3.2.4 is the release
 * the tools written for it put.
 */
export const PORTAL_JSON_VERSION = 'GST3.2.4';

type Rupees = number;
/** The tax columns of a row: IGST across states, CGST + SGST within the shop's, never both; cess is never charged here. */
interface Tax {
  iamt?: Rupees;
  camt?: Rupees;
  samt?: Rupees;
  csamt: Rupees;
}
interface Item {
  num: number;
  itm_det: { rt: number; txval: Rupees } & Tax;
}
interface Document {
  val: Rupees;
  pos: string;
  itms: Item[];
}
interface HsnRow {
  num: number;
  hsn_sc: string;
  desc?: string;
  uqc: 'NOS' | 'NA';
  qty: number;
  rt: number;
  txval: Rupees;
  iamt: Rupees;
  camt: Rupees;
  samt: Rupees;
  csamt: Rupees;
}

export interface PortalGstr1 {
  gstin: string;
  /** The return period, MMYYYY. */
  fp: string;
  version: string;
  /** The offline tool writes the word "hash"; the portal computes its own. */
  hash: 'hash';
  b2b?: Array<{ ctin: string; inv: Array<{ inum: string; idt: string; rchrg: 'N'; inv_typ: 'R' } & Document> }>;
  b2cl?: Array<{ pos: string; inv: Array<{ inum: string; idt: string } & Omit<Document, 'pos'>> }>;
  b2cs?: Array<{ sply_ty: 'INTRA' | 'INTER'; pos: string; typ: 'OE'; rt: number; txval: Rupees } & Tax>;
  cdnr?: Array<{ ctin: string; nt: Array<{ ntty: 'C'; nt_num: string; nt_dt: string; rchrg: 'N'; inv_typ: 'R' } & Document> }>;
  cdnur?: Array<{ typ: 'B2CL'; ntty: 'C'; nt_num: string; nt_dt: string } & Document>;
  hsn: { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] };
  doc_issue: {
    doc_det: Array<{
      doc_num: 1 | 5;
      doc_typ: string;
      docs: Array<{ num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }>;
    }>;
  };
}

/** The days of a month, '2026-09' → 2026-09-01 to 2026-09-30. */
export function monthRange(month: string): ReportRange {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

const rupees = (paise: number): Rupees => paise / 100;
/** '2026-09-10' → '10-09-2026', the portal's dates. */
const portalDate = (date: string) => date.split('-').reverse().join('-');
/** '29-Karnataka' → '29': the portal names a place of supply by its state code only. */
const stateCode = (placeOfSupply: string) => placeOfSupply.slice(0, 2);

type Taxed = { rate: number; taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };

// The offline tool writes only the tax a supply bears: IGST for one across states, CGST and SGST within the shop's state.
const taxOf = (row: Taxed, intraState: boolean): Tax =>
  intraState ? { camt: rupees(row.cgstPaise), samt: rupees(row.sgstPaise), csamt: 0 } : { iamt: rupees(row.igstPaise), csamt: 0 };

/** A document's rows (one per rate) as its items, numbered from 1 as the API's "serial no" is. */
const itemsOf = (rows: Taxed[], intraState: boolean): Item[] =>
  rows.map((row, index) => ({ num: index + 1, itm_det: { rt: row.rate, txval: rupees(row.taxablePaise), ...taxOf(row, intraState) } }));

function groupBy<T>(rows: T[], key: (row: T) => string): Array<[string, [T, ...T[]]]> {
  const groups = new Map<string, [T, ...T[]]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return [...groups];
}

const isEmpty = (row: Taxed & { quantity?: number }) => !row.quantity && !row.taxablePaise && !row.igstPaise && !row.cgstPaise && !row.sgstPaise;

/** Table 12's rows, numbered from 1 in each part. The portal's description is 30 characters at most and optional (left out when several products share the code). */
const hsnRows = (rows: Gstr1['hsn']): HsnRow[] =>
  rows
    .filter((row) => !isEmpty(row))
    .map((row, index) => ({
      num: index + 1,
      hsn_sc: row.hsn,
      ...(row.description ? { desc: row.description.slice(0, 30) } : {}),
      uqc: row.uqc,
      qty: row.quantity,
      rt: row.rate,
      txval: rupees(row.taxablePaise),
      iamt: rupees(row.igstPaise),
      camt: rupees(row.cgstPaise),
      samt: rupees(row.sgstPaise),
      csamt: 0,
    }));

const DOCUMENT_NATURE = {
  invoice: { doc_num: 1, doc_typ: 'Invoices for outward supply' },
  'credit-note': { doc_num: 5, doc_typ: 'Credit Note' },
} as const;

/** The shop's GSTR-1 of a month (and its HSN summary in two parts) as the portal's JSON. */
export function portalGstr1(report: Gstr1, hsn: { b2b: Gstr1['hsn']; b2c: Gstr1['hsn'] }): PortalGstr1 {
  const intraState = (placeOfSupply: string) => stateCode(placeOfSupply) === report.gstin.slice(0, 2);

  const b2b = groupBy(report.b2b, (row) => row.gstin).map(([ctin, rows]) => ({
    ctin,
    inv: groupBy(rows, (row) => row.invoiceNumber).map(([inum, invoice]) => ({
      inum,
      idt: portalDate(invoice[0].invoiceDate),
      val: rupees(invoice[0].invoiceValuePaise),
      pos: stateCode(invoice[0].placeOfSupply),
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: itemsOf(invoice, intraState(invoice[0].placeOfSupply)),
    })),
  }));
  const b2cl = groupBy(report.b2cl, (row) => stateCode(row.placeOfSupply)).map(([pos, rows]) => ({
    pos,
    inv: groupBy(rows, (row) => row.invoiceNumber).map(([inum, invoice]) => ({
      inum,
      idt: portalDate(invoice[0].invoiceDate),
      val: rupees(invoice[0].invoiceValuePaise),
      itms: itemsOf(invoice, false),
    })),
  }));
  // A place and rate whose sales were all credited in the month has nothing left to report.
  const b2cs = report.b2cs
    .filter((row) => !isEmpty(row))
    .map((row) => ({
      sply_ty: intraState(row.placeOfSupply) ? ('INTRA' as const) : ('INTER' as const),
      pos: stateCode(row.placeOfSupply),
      typ: 'OE' as const,
      rt: row.rate,
      txval: rupees(row.taxablePaise),
      ...taxOf(row, intraState(row.placeOfSupply)),
    }));
  const cdnr = groupBy(report.cdnr, (row) => row.gstin).map(([ctin, rows]) => ({
    ctin,
    nt: groupBy(rows, (row) => row.noteNumber).map(([nt_num, note]) => ({
      ntty: 'C' as const,
      nt_num,
      nt_dt: portalDate(note[0].noteDate),
      val: rupees(note[0].noteValuePaise),
      pos: stateCode(note[0].placeOfSupply),
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: itemsOf(note, intraState(note[0].placeOfSupply)),
    })),
  }));
  const cdnur = groupBy(report.cdnur, (row) => row.noteNumber).map(([nt_num, note]) => ({
    typ: 'B2CL' as const,
    ntty: 'C' as const,
    nt_num,
    nt_dt: portalDate(note[0].noteDate),
    val: rupees(note[0].noteValuePaise),
    pos: stateCode(note[0].placeOfSupply),
    itms: itemsOf(note, false),
  }));

  return {
    gstin: report.gstin,
    fp: `${report.from.slice(5, 7)}${report.from.slice(0, 4)}`,
    version: PORTAL_JSON_VERSION,
    hash: 'hash',
    // Tables 4 to 9 are written only when they have rows, as the offline tool does: they are conditional
    // ("only if there are relevant transactions"), while tables 12 (HSN) and 13 (documents) are due in
    // every return, so those two are always written, empty or not.
    ...(b2b.length ? { b2b } : {}),
    ...(b2cl.length ? { b2cl } : {}),
    ...(b2cs.length ? { b2cs } : {}),
    ...(cdnr.length ? { cdnr } : {}),
    ...(cdnur.length ? { cdnur } : {}),
    hsn: { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) },
    doc_issue: {
      // The shop never cancels a document it issued (a credit note undoes an invoice), so nothing is cancelled.
      doc_det: report.documents.map((series) => ({
        ...DOCUMENT_NATURE[series.kind],
        docs: [{ num: 1, from: series.first, to: series.last, totnum: series.count, cancel: 0, net_issue: series.count }],
      })),
    },
  };
}
