import { formatPaise, rangeProblem, reportMonthSchema, type Gstr1, type ReportRange, type SalesReport, type SalesRow } from '@store/shared';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogError } from '@/hooks/use-log-error';
import { useDownloadCsv } from '../api/download-csv';
import { CSV_FILES, csvUrl, useGstr1, useSalesReport } from '../api/get-reports';

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';
const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** This month so far, as India's calendar has it: the range the page opens with. */
export function thisMonth(now = new Date()): ReportRange {
  const today = indiaDate.format(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** /admin/reports: sales, GSTR-1 and the CSV files over a range of days kept in the address bar. */
export function ReportsScreen() {
  const [params, setParams] = useSearchParams();
  const fallback = thisMonth();
  const range = { from: params.get('from') || fallback.from, to: params.get('to') || fallback.to };
  const problem = rangeProblem(range);
  const setRange = (change: Partial<ReportRange>) =>
    setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), ...range, ...change }), { replace: true });

  return (
    <>
      <AdminPageHeader title="Reports" description="Sales and GST from the invoices and credit notes issued, over India's calendar days." />
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="report-from" className={labelClass}>
            From
          </label>
          <input
            id="report-from"
            type="date"
            value={range.from}
            onChange={(event) => setRange({ from: event.target.value })}
            className={controlClasses(false, 'h-11')}
          />
        </div>
        <div>
          <label htmlFor="report-to" className={labelClass}>
            To
          </label>
          <input
            id="report-to"
            type="date"
            value={range.to}
            onChange={(event) => setRange({ to: event.target.value })}
            className={controlClasses(false, 'h-11')}
          />
        </div>
        <Button variant="ghost" onClick={() => setRange(thisMonth())}>
          This month
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {problem}
        </p>
      ) : (
        <Reports range={range} />
      )}
    </>
  );
}

function Reports({ range }: { range: ReportRange }) {
  const sales = useSalesReport(range);
  const gstr1 = useGstr1(range);
  useLogError(sales.error ?? gstr1.error, 'Failed to load the reports');
  return (
    <div className="space-y-6">
      <Downloads range={range} />
      <Loaded query={sales} what="sales report">
        {(report) => <Sales report={report} />}
      </Loaded>
      <Loaded query={gstr1} what="GSTR-1">
        {(report) => <Gstr1Summary report={report} />}
      </Loaded>
    </div>
  );
}

function Loaded<T>({ query, what, children }: { query: { data?: T; isError: boolean }; what: string; children: (data: T) => ReactNode }) {
  if (query.data) return children(query.data);
  if (query.isError)
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
        The {what} could not be loaded. Reload the page to try again.
      </p>
    );
  return (
    <div aria-busy="true" aria-label={`Loading the ${what}`}>
      <Skeleton className="h-40" />
    </div>
  );
}

function Downloads({ range }: { range: ReportRange }) {
  const download = useDownloadCsv();
  // The return is filed for a calendar month: the range's first month until another is picked.
  const [pickedMonth, setPickedMonth] = useState<string>();
  const month = pickedMonth ?? range.from.slice(0, 7);
  const monthValid = reportMonthSchema.safeParse({ month }).success;
  return (
    <Panel
      title="Downloads"
      description="CSV files of the range (products: the stock now), for a spreadsheet or the accountant; and a month's GSTR-1 for the GST portal."
    >
      <ul className="flex flex-wrap gap-2">
        {CSV_FILES.map((file) => (
          <li key={file.path}>
            <Button variant="secondary" size="sm" disabled={download.isPending} onClick={() => download.mutate(csvUrl(file, range))}>
              {file.label} (CSV)
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
        <div>
          <label htmlFor="gstr1-month" className={labelClass}>
            Return month
          </label>
          <input
            id="gstr1-month"
            type="month"
            value={month}
            aria-invalid={!monthValid}
            onChange={(event) => setPickedMonth(event.target.value)}
            className={controlClasses(!monthValid, 'h-11')}
          />
        </div>
        {/* A button, not a link: the file is fetched with the admin's session, which a plain link would not send. */}
        <Button
          variant="secondary"
          disabled={download.isPending || !monthValid}
          onClick={() => download.mutate(`/api/admin/reports/gstr1.json?${new URLSearchParams({ month })}`)}
        >
          GSTR-1 JSON for the GST portal
        </Button>
        <p className="basis-full text-sm text-slate-600">The month's return as the GST offline tool writes it, to upload on the GST portal.</p>
      </div>
    </Panel>
  );
}

const money = (paise: number) => formatPaise(paise);
const th = 'px-3 py-2 text-left font-semibold text-slate-700';
const thNumber = 'px-3 py-2 text-right font-semibold text-slate-700';
const td = 'px-3 py-2';
const tdNumber = 'px-3 py-2 text-right tabular-nums';

function Table({ caption, head, children }: { caption: string; head: Array<[string, boolean?]>; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {head.map(([label, numeric]) => (
              <th key={label} scope="col" className={numeric ? thNumber : th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

const SALES_HEAD: Array<[string, boolean?]> = [
  ['Period'],
  ['Invoices', true],
  ['Items', true],
  ['Gross', true],
  ['Credit notes', true],
  ['Refunds', true],
  ['Net', true],
  ['GST', true],
];

function SalesRows({ rows }: { rows: SalesRow[] }) {
  return rows.map((row) => (
    <tr key={row.period}>
      <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
        {row.period}
      </th>
      <td className={tdNumber}>{row.orders}</td>
      <td className={tdNumber}>{row.items}</td>
      <td className={tdNumber}>{money(row.grossPaise)}</td>
      <td className={tdNumber}>{money(row.creditNotesPaise)}</td>
      <td className={tdNumber}>{money(row.refundsPaise)}</td>
      <td className={tdNumber}>{money(row.netPaise)}</td>
      <td className={tdNumber}>{money(row.gstPaise)}</td>
    </tr>
  ));
}

function Sales({ report }: { report: SalesReport }) {
  // Days with no invoice, credit note or refund say nothing: the table lists the others.
  const busyDays = report.days.filter((day) => day.orders || day.creditNotesPaise || day.refundsPaise);
  return (
    <Panel
      title="Sales"
      description="Net is gross less credit notes: the sales as filed. Refunds are money sent back; a goodwill refund has no credit note, so it does not lower net sales or GST."
    >
      <div className="space-y-6">
        <Table caption="Sales by month" head={SALES_HEAD}>
          <SalesRows rows={report.months} />
          <SalesRows rows={[{ ...report.total, period: 'Total' }]} />
        </Table>
        {busyDays.length > 0 ? (
          <Table caption="Sales by day" head={SALES_HEAD}>
            <SalesRows rows={busyDays} />
          </Table>
        ) : (
          <p className="text-slate-600">No invoices, credit notes or refunds in this range.</p>
        )}
        {report.topProducts.length > 0 && (
          <Table caption="Top products" head={[['Product'], ['HSN'], ['Units', true], ['Net value', true]]}>
            {report.topProducts.map((product) => (
              <tr key={`${product.name}|${product.hsn}`}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {product.name}
                </th>
                <td className={td}>{product.hsn}</td>
                <td className={tdNumber}>{product.quantity}</td>
                <td className={tdNumber}>{money(product.valuePaise)}</td>
              </tr>
            ))}
          </Table>
        )}
      </div>
    </Panel>
  );
}

type TaxRow = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };
const sum = (rows: TaxRow[], key: keyof TaxRow) => rows.reduce((total, row) => total + row[key], 0);

function Gstr1Summary({ report }: { report: Gstr1 }) {
  const sections: Array<{ name: string; what: string; rows: TaxRow[] }> = [
    { name: 'B2B', what: 'Invoices to buyers with a GSTIN', rows: report.b2b },
    { name: 'B2C large', what: 'Inter-state, unregistered, over ₹1,00,000', rows: report.b2cl },
    { name: 'B2C small', what: 'Other unregistered sales, by place of supply and rate (net of their credit notes)', rows: report.b2cs },
    { name: 'Credit notes (registered)', what: 'CDNR', rows: report.cdnr },
    { name: 'Credit notes (unregistered)', what: 'CDNUR: against B2C large invoices', rows: report.cdnur },
  ];
  return (
    <Panel title="GSTR-1" description={`GSTIN ${report.gstin}. Download the GSTR-1 CSV for every row.`}>
      <div className="space-y-6">
        <Table caption="GSTR-1 sections" head={[['Section'], ['Rows', true], ['Taxable value', true], ['IGST', true], ['CGST', true], ['SGST', true]]}>
          {sections.map((section) => (
            <tr key={section.name}>
              <th scope="row" className={`${td} text-left`}>
                <span className="block font-medium">{section.name}</span>
                <span className="block text-xs text-slate-600">{section.what}</span>
              </th>
              <td className={tdNumber}>{section.rows.length}</td>
              <td className={tdNumber}>{money(sum(section.rows, 'taxablePaise'))}</td>
              <td className={tdNumber}>{money(sum(section.rows, 'igstPaise'))}</td>
              <td className={tdNumber}>{money(sum(section.rows, 'cgstPaise'))}</td>
              <td className={tdNumber}>{money(sum(section.rows, 'sgstPaise'))}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className={`${td} text-left`}>
              Net total
            </th>
            <td className={tdNumber} />
            <td className={tdNumber}>{money(report.totals.taxablePaise)}</td>
            <td className={tdNumber}>{money(report.totals.igstPaise)}</td>
            <td className={tdNumber}>{money(report.totals.cgstPaise)}</td>
            <td className={tdNumber}>{money(report.totals.sgstPaise)}</td>
          </tr>
        </Table>
        <Table
          caption="HSN summary"
          head={[['HSN/SAC'], ['UQC'], ['Quantity', true], ['Rate', true], ['Taxable value', true], ['IGST', true], ['CGST', true], ['SGST', true]]}
        >
          {report.hsn.map((row) => (
            <tr key={`${row.hsn}|${row.rate}`}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {row.hsn}
              </th>
              <td className={td}>{row.uqc}</td>
              <td className={tdNumber}>{row.quantity}</td>
              <td className={tdNumber}>{row.rate}%</td>
              <td className={tdNumber}>{money(row.taxablePaise)}</td>
              <td className={tdNumber}>{money(row.igstPaise)}</td>
              <td className={tdNumber}>{money(row.cgstPaise)}</td>
              <td className={tdNumber}>{money(row.sgstPaise)}</td>
            </tr>
          ))}
        </Table>
        {report.documents.length > 0 && (
          <p className="text-sm text-slate-600">
            {report.documents
              .map((series) => `${series.count} ${series.kind === 'invoice' ? 'invoices' : 'credit notes'} (${series.first} to ${series.last})`)
              .join(' · ')}
          </p>
        )}
      </div>
    </Panel>
  );
}
