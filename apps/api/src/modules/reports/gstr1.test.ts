import { describe, expect, it } from 'vitest';
import { SAMPLE_GSTIN } from '../../config/env';
import { buildCreditNote, buildInvoice, shopSeller, valueOfUnits } from '../invoices/invoice-builder';
import { createGstr1 } from './gstr1';

/** Where GSTR-1 puts a document: the B2C large line at ₹1,00,000 and the credit notes that follow their invoices. */

const seller = shopSeller(SAMPLE_GSTIN);
const address = (state: string, pincode: string) => ({ name: 'Ravi Kumar', phone: '9123456789', street: '4 Church Street', city: 'City', state, pincode });
let sequence = 0;

function invoice(rupees: number, state: string, gstin = '', quantity = 1) {
  sequence += 1;
  return buildInvoice({
    number: `TS/26-27/${String(sequence).padStart(5, '0')}`,
    date: '2026-09-10',
    seller,
    order: {
      id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      lines: [{ position: 0, name: 'Laptop', hsn: '8471 30', gstRate: 18, unitPricePaise: rupees * 100, quantity }],
      total: rupees * quantity,
      shippingPaise: 0,
      shippingAddress: address(state, state === 'Maharashtra' ? '411001' : '560001'),
      gstin,
      businessName: gstin ? 'Ravi Traders Private Limited' : '',
      paymentMethod: 'upi',
      paymentId: 'pay_1',
    },
  });
}

const sections = (report: ReturnType<ReturnType<typeof createGstr1>['result']>) => ({
  b2b: report.b2b.length,
  b2cl: report.b2cl.length,
  b2cs: report.b2cs.length,
  cdnr: report.cdnr.length,
  cdnur: report.cdnur.length,
});

describe('GSTR-1 sections', () => {
  it('puts an inter-state sale to an unregistered buyer in B2C large only above ₹1,00,000 with GST', () => {
    const report = createGstr1({ from: '2026-09-01', to: '2026-09-30' }, SAMPLE_GSTIN);
    for (const document of [invoice(1_00_000, 'Karnataka'), invoice(1_00_001, 'Karnataka'), invoice(2_00_000, 'Maharashtra')])
      report.add({ orderId: '', document, invoiceValuePaise: document.totals.total });
    const result = report.result();
    expect(sections(result)).toEqual({ b2b: 0, b2cl: 1, b2cs: 2, cdnr: 0, cdnur: 0 });
    expect(result.b2cl[0]!.invoiceValuePaise).toBe(1_00_001_00);
    expect(result.b2cs.map((row) => row.placeOfSupply)).toEqual(['27-Maharashtra', '29-Karnataka']);
  });

  it("follows the invoice for a credit note: CDNUR when the invoice was B2C large (whatever the note's value), else it reduces B2C small", () => {
    const report = createGstr1({ from: '2026-09-01', to: '2026-09-30' }, SAMPLE_GSTIN);
    const large = invoice(75_000, 'Karnataka', '', 2);
    const small = invoice(50_000, 'Karnataka');
    const registered = invoice(30_000, 'Karnataka', '29AAGCB7383J1Z4');
    const note = (of: typeof large, number: string, units = 1) =>
      buildCreditNote(of, {
        number,
        date: '2026-09-20',
        before: [{ units: 0, paise: 0 }],
        after: [{ units, paise: valueOfUnits(of.lines[0]!, units) }],
        refunded: { kind: 'gateway' },
      })!;
    // A credit note for one of the large invoice's two units (₹75,000, under the line) is still CDNUR.
    const partial = note(large, 'CN/26-27/00001');
    expect(partial.totals.total).toBe(75_000_00);
    report.add({ orderId: '', document: small, invoiceValuePaise: small.totals.total });
    report.add({ orderId: '', document: partial, invoiceValuePaise: large.totals.total });
    report.add({ orderId: '', document: note(small, 'CN/26-27/00002'), invoiceValuePaise: small.totals.total });
    report.add({ orderId: '', document: note(registered, 'CN/26-27/00003'), invoiceValuePaise: registered.totals.total });
    const result = report.result();
    expect(sections(result)).toEqual({ b2b: 0, b2cl: 0, b2cs: 1, cdnr: 1, cdnur: 1 });
    // The small sale and its full credit note net to nothing.
    expect(result.b2cs[0]).toMatchObject({ placeOfSupply: '29-Karnataka', taxablePaise: 0, igstPaise: 0 });
    expect(result.cdnur[0]).toMatchObject({ urType: 'B2CL', againstInvoice: large.number });
    expect(result.documents).toEqual([
      { kind: 'invoice', first: small.number, last: small.number, count: 1 },
      expect.objectContaining({ kind: 'credit-note', count: 3 }),
    ]);
  });
});
