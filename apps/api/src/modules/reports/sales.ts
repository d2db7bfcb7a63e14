import { dayNumber, type SalesReport, type SalesRow, type TopProduct } from '@store/shared';
import type { IssuedDocument } from '../invoices';
import { hsnDigits, isService } from './gstr1';

/** How many products the sales report ranks. */
export const TOP_PRODUCTS = 10;

const emptyRow = (period: string): SalesRow => ({
  period,
  orders: 0,
  items: 0,
  grossPaise: 0,
  creditNotesPaise: 0,
  refundsPaise: 0,
  netPaise: 0,
  taxablePaise: 0,
  gstPaise: 0,
});

function addInto(into: SalesRow, row: SalesRow): void {
  for (const key of ['orders', 'items', 'grossPaise', 'creditNotesPaise', 'refundsPaise', 'netPaise', 'taxablePaise', 'gstPaise'] as const)
    into[key] += row[key];
}

/** Every day from … to, as YYYY-MM-DD. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from)!; day <= dayNumber(to)!; day++) days.push(new Date(day * 86_400_000).toISOString().slice(0, 10));
  return days;
}

/**
 * Sales by day and month from the invoices and credit notes dated in the range (decision 0007), and
 * the money refunded each day. Net = gross − credit notes: the sales as filed.
 */
export function createSales(range: { from: string; to: string }) {
  const days = new Map(daysOf(range.from, range.to).map((day) => [day, emptyRow(day)]));
  const products = new Map<string, TopProduct>();

  return {
    add({ document }: IssuedDocument): void {
      const row = days.get(document.date);
      if (!row) return;
      const credit = document.kind === 'credit-note';
      const sign = credit ? -1 : 1;
      if (credit) row.creditNotesPaise += document.totals.total;
      else {
        row.orders += 1;
        row.grossPaise += document.totals.total;
      }
      row.netPaise += sign * document.totals.total;
      for (const line of document.lines) {
        row.taxablePaise += sign * line.taxableValue;
        row.gstPaise += sign * (line.cgst + line.sgst + line.igst);
        if (isService(line.hsn)) continue;
        if (!credit) row.items += line.quantity;
        const key = `${line.description}|${hsnDigits(line.hsn)}`;
        const product = products.get(key) ?? { name: line.description, hsn: hsnDigits(line.hsn), quantity: 0, taxablePaise: 0, valuePaise: 0 };
        product.quantity += sign * line.quantity;
        product.taxablePaise += sign * line.taxableValue;
        product.valuePaise += sign * line.total;
        products.set(key, product);
      }
    },

    addRefunds(refunded: Array<{ day: string; paise: number }>): void {
      for (const { day, paise } of refunded) {
        const row = days.get(day);
        if (row) row.refundsPaise += paise;
      }
    },

    result(): SalesReport {
      const months = new Map<string, SalesRow>();
      const total = emptyRow(`${range.from} – ${range.to}`);
      for (const row of days.values()) {
        const month = months.get(row.period.slice(0, 7)) ?? emptyRow(row.period.slice(0, 7));
        addInto(month, row);
        months.set(month.period, month);
        addInto(total, row);
      }
      const topProducts = [...products.values()]
        .filter((product) => product.valuePaise > 0)
        .sort((a, b) => b.valuePaise - a.valuePaise || a.name.localeCompare(b.name))
        .slice(0, TOP_PRODUCTS);
      return { ...range, days: [...days.values()], months: [...months.values()], total, topProducts };
    },
  };
}
