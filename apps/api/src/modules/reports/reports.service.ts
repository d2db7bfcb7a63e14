import { orderNumber, paymentStatusWithRefunds, REFUND_METHOD_LABELS, type ExportKind, type Gstr1, type ReportRange, type SalesReport } from '@store/shared';
import type { ApplicationService } from '../applications';
import type { AuthService } from '../auth';
import type { CatalogService } from '../catalog';
import type { InvoiceService } from '../invoices';
import type { OrderService } from '../orders';
import type { RefundService } from '../payments';
import { csvFile, csvLine, indiaTime, rupees, type Cell } from './csv';
import { createGstr1, placeOfSupply } from './gstr1';
import { monthRange, portalGstr1, type PortalGstr1 } from './gstr1-portal';
import { createSales } from './sales';

interface Deps {
  invoices: Pick<InvoiceService, 'issued'>;
  refunds: Pick<RefundService, 'refundedByDay' | 'exportPages'>;
  orders: Pick<OrderService, 'exportPages' | 'linesOf' | 'valueOfCustomers'>;
  catalog: Pick<CatalogService, 'exportPages'>;
  applications: Pick<ApplicationService, 'exportPages'>;
  customers: Pick<AuthService, 'customerExportPages'>;
  /** The shop's GSTIN, the first line of its GSTR-1. */
  gstin: string;
}

/** A CSV file to download: its name and its text, produced a page at a time. */
export interface CsvDownload {
  filename: string;
  lines: AsyncIterable<string>;
}

async function* once(rows: string[]): AsyncGenerator<string> {
  yield* rows;
}

const fileName = (what: string, { from, to }: ReportRange) => `${what}-${from}-to-${to}.csv`;

/**
 * The shop's reports and exports (issue 26). Figures of sales and tax come from the invoices and
 * credit notes as issued (never recomputed out of the orders), so they are what was filed (decision 0007);
 * each module's rows are read through its service, a page at a time.
 */
export function createReportService({ invoices, refunds, orders, catalog, applications, customers, gstin }: Deps) {
  const exports: Record<ExportKind, (range: ReportRange) => AsyncIterable<string>> = {
    orders: (range) =>
      csvFile(
        [
          'Order number',
          'Order id',
          'Placed (IST)',
          'Status',
          'Customer',
          'E-mail',
          'Payment method',
          'Payment status',
          'Payment id',
          'Total',
          'Taxable value',
          'GST',
          'Delivery charge',
          'Refunded',
          'Ship to state',
          'PIN code',
          'Tracking number',
        ],
        orders.exportPages(range.from, range.to),
        (order): Cell[] => [
          `#${orderNumber(order.id)}`,
          order.id,
          indiaTime(order.createdAt),
          order.status,
          order.customerName,
          order.customerEmail,
          order.paymentMethod,
          paymentStatusWithRefunds(order.paymentStatus, order.refundedPaise, order.total * 100 - order.refundedPaise),
          order.paymentId,
          rupees(order.total * 100),
          rupees(order.subtotalPaise),
          rupees(order.taxPaise),
          rupees(order.shippingPaise),
          rupees(order.refundedPaise),
          order.shippingAddress.state,
          order.shippingAddress.pincode,
          order.trackingNumber,
        ],
      ),

    'order-lines': (range) =>
      csvFile(
        ['Order number', 'Placed (IST)', 'Status', 'Product id', 'Product', 'Brand', 'HSN', 'GST rate', 'Quantity', 'Unit price with GST', 'Line total'],
        (async function* () {
          for await (const page of orders.exportPages(range.from, range.to)) {
            const byId = new Map(page.map((order) => [order.id, order]));
            yield (await orders.linesOf(page.map((order) => order.id))).map((line) => ({ line, order: byId.get(line.orderId)! }));
          }
        })(),
        ({ line, order }): Cell[] => [
          `#${orderNumber(order.id)}`,
          indiaTime(order.createdAt),
          order.status,
          line.productId,
          line.name,
          line.brand,
          line.hsn,
          line.gstRate,
          line.quantity,
          rupees(line.unitPricePaise),
          rupees(line.unitPricePaise * line.quantity),
        ],
      ),

    invoices: (range) =>
      csvFile(
        [
          'Document',
          'Number',
          'Date',
          'Against invoice',
          'Order number',
          'Buyer',
          'Buyer GSTIN',
          'Place of supply',
          'Taxable value',
          'CGST',
          'SGST',
          'IGST',
          'Round-off',
          'Total',
        ],
        invoices.issued(range.from, range.to),
        ({ document }): Cell[] => [
          document.kind === 'invoice' ? 'Tax invoice' : 'Credit note',
          document.number,
          document.date,
          document.against?.number ?? '',
          document.orderNumber,
          document.buyer.name,
          document.buyer.gstin ?? '',
          placeOfSupply(document),
          rupees(document.totals.taxableValue),
          rupees(document.totals.cgst),
          rupees(document.totals.sgst),
          rupees(document.totals.igst),
          rupees(document.totals.roundOff),
          rupees(document.totals.total),
        ],
      ),

    refunds: (range) =>
      csvFile(
        // A refund made by hand (a cash-on-delivery order's, by UPI or bank transfer) has no payment id: its method and UTR say how it went.
        [
          'Refund id',
          'Order number',
          'Payment id',
          'Refunded by',
          'Reference (UTR)',
          'Amount',
          'Status',
          'Reason',
          'Requested by',
          'Gateway refund id',
          'Asked (IST)',
          'Processed (IST)',
        ],
        refunds.exportPages(range.from, range.to),
        (refund): Cell[] => [
          refund.id,
          refund.orderId ? `#${orderNumber(refund.orderId)}` : '',
          refund.paymentId,
          REFUND_METHOD_LABELS[refund.method],
          refund.reference,
          rupees(refund.amount),
          refund.status,
          refund.reason,
          refund.requestedBy,
          refund.gatewayRefundId ?? '',
          indiaTime(refund.createdAt),
          indiaTime(refund.processedAt),
        ],
      ),

    products: () =>
      csvFile(['Product id', 'Name', 'Brand', 'Category', 'HSN', 'Price with GST', 'MRP', 'Stock', 'Hidden'], catalog.exportPages(), (product): Cell[] => [
        product.id,
        product.name,
        product.brand,
        product.category,
        product.hsn,
        rupees(product.priceInclGst * 100),
        product.mrp === null ? '' : rupees(product.mrp * 100),
        product.stock,
        product.hidden ? 'yes' : 'no',
      ]),

    applications: (range) =>
      csvFile(
        ['Application id', 'Type', 'Plan', 'Status', 'Customer', 'E-mail', 'Submitted (IST)', 'Updated (IST)'],
        applications.exportPages(range.from, range.to),
        (application): Cell[] => [
          application.id,
          application.type,
          application.subType,
          application.status,
          application.customerName,
          application.customerEmail,
          indiaTime(application.createdAt),
          indiaTime(application.updatedAt),
        ],
      ),

    customers: (range) =>
      csvFile(
        ['Customer id', 'Name', 'E-mail', 'Phone', 'Registered (IST)', 'Verified', 'City', 'State', 'PIN code', 'Orders', 'Lifetime value'],
        (async function* () {
          for await (const page of customers.customerExportPages(range.from, range.to)) {
            const value = await orders.valueOfCustomers(page.map((customer) => customer.id));
            yield page.map((customer) => ({ customer, value: value.get(customer.id) }));
          }
        })(),
        ({ customer, value }): Cell[] => [
          customer.id,
          customer.name,
          customer.email,
          customer.phone,
          indiaTime(customer.createdAt),
          customer.emailVerifiedAt ? 'yes' : 'no',
          customer.city,
          customer.state,
          customer.pincode,
          value?.orders ?? 0,
          rupees(value?.lifetimeValuePaise ?? 0),
        ],
      ),
  };

  async function sales(range: ReportRange): Promise<SalesReport> {
    const report = createSales(range);
    for await (const page of invoices.issued(range.from, range.to)) for (const document of page) report.add(document);
    report.addRefunds(await refunds.refundedByDay(range.from, range.to));
    return report.result();
  }

  async function gstr1Of(range: ReportRange) {
    const report = createGstr1(range, gstin);
    for await (const page of invoices.issued(range.from, range.to)) for (const document of page) report.add(document);
    return report;
  }

  async function gstr1(range: ReportRange): Promise<Gstr1> {
    return (await gstr1Of(range)).result();
  }

  return {
    sales,
    gstr1,

    /** A month's GSTR-1 as the GST portal's JSON upload takes it, and the file name it downloads as. */
    async gstr1Portal(month: string): Promise<{ filename: string; json: PortalGstr1 }> {
      const report = await gstr1Of(monthRange(month));
      const json = portalGstr1(report.result(), report.hsnBySupply());
      return { filename: `GSTR1_${gstin}_${json.fp}.json`, json };
    },

    async salesCsv(range: ReportRange): Promise<CsvDownload> {
      const report = await sales(range);
      const header = ['Period', 'Invoices', 'Items', 'Gross', 'Credit notes', 'Refunds', 'Net', 'Taxable value', 'GST'];
      const row = (r: SalesReport['total']): Cell[] => [
        r.period,
        r.orders,
        r.items,
        rupees(r.grossPaise),
        rupees(r.creditNotesPaise),
        rupees(r.refundsPaise),
        rupees(r.netPaise),
        rupees(r.taxablePaise),
        rupees(r.gstPaise),
      ];
      const rows = [...report.days, ...report.months, report.total].map((r) => csvLine(row(r)));
      return { filename: fileName('sales', range), lines: once([`\uFEFF${csvLine(header)}`, ...rows]) };
    },

    /** GSTR-1's sections in one file, a section column first; amounts in rupees with paise, as the portal's templates take them. */
    async gstr1Csv(range: ReportRange): Promise<CsvDownload> {
      const report = await gstr1(range);
      const header = [
        'Section',
        'GSTIN of recipient',
        'Receiver name',
        'Document number',
        'Document date',
        'Document value',
        'Place of supply',
        'Against invoice',
        'HSN/SAC',
        'UQC',
        'Quantity',
        'Rate',
        'Taxable value',
        'IGST',
        'CGST',
        'SGST',
      ];
      type Taxes = { rate: number; taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };
      const tax = (r: Taxes): Cell[] => [r.rate, rupees(r.taxablePaise), rupees(r.igstPaise), rupees(r.cgstPaise), rupees(r.sgstPaise)];
      const rows: Cell[][] = [
        ...report.b2b.map((r) => [
          'B2B',
          r.gstin,
          r.receiverName,
          r.invoiceNumber,
          r.invoiceDate,
          rupees(r.invoiceValuePaise),
          r.placeOfSupply,
          '',
          '',
          '',
          '',
          ...tax(r),
        ]),
        ...report.b2cl.map((r) => ['B2CL', '', '', r.invoiceNumber, r.invoiceDate, rupees(r.invoiceValuePaise), r.placeOfSupply, '', '', '', '', ...tax(r)]),
        ...report.b2cs.map((r) => ['B2CS', '', '', '', '', '', r.placeOfSupply, '', '', '', '', ...tax(r)]),
        ...report.cdnr.map((r) => [
          'CDNR',
          r.gstin,
          r.receiverName,
          r.noteNumber,
          r.noteDate,
          rupees(r.noteValuePaise),
          r.placeOfSupply,
          r.againstInvoice,
          '',
          '',
          '',
          ...tax(r),
        ]),
        ...report.cdnur.map((r) => [
          'CDNUR',
          '',
          '',
          r.noteNumber,
          r.noteDate,
          rupees(r.noteValuePaise),
          r.placeOfSupply,
          r.againstInvoice,
          '',
          '',
          '',
          ...tax(r),
        ]),
        ...report.hsn.map((r) => ['HSN', '', r.description, '', '', rupees(r.totalValuePaise), '', '', r.hsn, r.uqc, r.quantity, ...tax(r)]),
      ];
      return { filename: fileName('gstr1', range), lines: once([`\uFEFF${csvLine(header)}`, ...rows.map(csvLine)]) };
    },

    /** One of the CSV exports over the range (products: the stock now, whatever the range). */
    export(kind: ExportKind, range: ReportRange): CsvDownload {
      return { filename: kind === 'products' ? `products-${range.to}.csv` : fileName(kind, range), lines: exports[kind](range) };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
