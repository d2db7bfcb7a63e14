/**
 * CSV as RFC 4180 writes it (comma, CRLF, fields with a quote, comma or line break quoted, quotes
 * doubled), made safe for spreadsheets: a text cell starting with =, +, -, @, a tab or a carriage
 * return would be read as a formula (CSV injection), so it gets a leading single quote. Numbers we
 * compute ourselves (amounts, counts) are written as numbers, never quoted away.
 */

/** An amount in paise written as rupees with two decimals ('-1234.50'): ours, so never neutralised. */
export class Rupees {
  constructor(readonly paise: number) {}
  toString(): string {
    const sign = this.paise < 0 ? '-' : '';
    const abs = Math.abs(this.paise);
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  }
}
export const rupees = (paise: number) => new Rupees(paise);

export type Cell = string | number | boolean | Rupees | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads a file as UTF-8 (₹, names in any script) only when it starts with the byte-order mark. */
const BOM = '\uFEFF';

/** The file's lines: its header, then each page's rows as they are read (one page held at a time). */
export async function* csvFile<Row>(header: string[], pages: AsyncIterable<Row[]>, toCells: (row: Row) => Cell[]): AsyncGenerator<string> {
  yield BOM + csvLine(header);
  for await (const rows of pages) yield rows.map((row) => csvLine(toCells(row))).join('');
}

const istFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '2026-03-05 14:32:10', India's time: what the shop's clock said. */
export function indiaTime(at: Date | null | undefined): string {
  if (!at) return '';
  const part = Object.fromEntries(istFormat.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
