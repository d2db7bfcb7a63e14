import type { DetailRow } from '../format';

/** Label and value pairs in a grid: one column on a phone, two from `sm` up. `monoValues` for numbers read character by character (PAN). */
export function DetailList({ rows, monoValues = false }: { rows: DetailRow[]; monoValues?: boolean }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className={`mt-0.5 break-words font-medium text-slate-900 ${monoValues ? 'font-mono' : ''}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
