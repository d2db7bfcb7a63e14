import { isCourierGoods, SHOP } from '@store/shared';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';

/**
 * Part A of an e-way bill (CGST Rule 138, Form GST EWB-01) as the NIC portal's bulk upload takes it
 * (ewaybillgst.gov.in, "Bulk generation": a JSON file of `billLists`, version 1.0.0421, the format the
 * portal's own Excel-to-JSON tool writes), made from the tax invoice as issued: every figure is the
 * invoice's, rupees with two decimals. Part B (the vehicle) is the transporter's, so it is left empty:
 * `transMode` road and the distance, and the transporter's GSTIN when the shop knows it.
 */
export type EwayBillPartA = {
  version: '1.0.0421';
  billLists: EwayBillEntry[];
};

export type EwayBillEntry = {
  userGstin: string;
  /** Outward: the shop sends the goods. */
  supplyType: 'O';
  /** 1: supply; 8: others (a replacement under warranty, on its delivery challan), described in subSupplyDesc. */
  subSupplyType: 1 | 8;
  subSupplyDesc: '' | 'Warranty replacement';
  /** The tax invoice, or the delivery challan a replacement moves on (CGST Rule 55). */
  docType: 'INV' | 'CHL';
  docNo: string;
  /** dd/mm/yyyy. */
  docDate: string;
  fromGstin: string;
  fromTrdName: string;
  fromAddr1: string;
  fromAddr2: string;
  fromPlace: string;
  fromPincode: number;
  fromStateCode: number;
  actFromStateCode: number;
  /** The buyer's GSTIN, or "URP" (unregistered person). */
  toGstin: string;
  toTrdName: string;
  toAddr1: string;
  toAddr2: string;
  toPlace: string;
  toPincode: number;
  /** The bill-to state (a registered buyer's GSTIN state, else the place of supply); the goods go to actToStateCode. */
  toStateCode: number;
  actToStateCode: number;
  /** 1: regular (bill-to and ship-to one party, or at least no third party's place of dispatch). */
  transactionType: 1;
  /** Taxable value of the goods. */
  totalValue: number;
  cgstValue: number;
  sgstValue: number;
  igstValue: number;
  cessValue: number;
  cessNonAdvolValue: number;
  /** What the invoice charges beside the goods (delivery, with its GST), so the total is the invoice's. */
  otherValue: number;
  totInvValue: number;
  /** "1": road (couriers' parcels go by road to their hubs; Part B says more). */
  transMode: '1';
  /** Kilometres by road, 1 to 4000. */
  transDistance: number;
  transporterId: string;
  transporterName: string;
  transDocNo: '';
  transDocDate: '';
  vehicleNo: '';
  vehicleType: 'R';
  itemList: EwayBillItem[];
};

export type EwayBillItem = {
  itemNo: number;
  productName: string;
  productDesc: string;
  hsnCode: number;
  quantity: number;
  qtyUnit: 'NOS';
  taxableAmount: number;
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
  cessRate: number;
  cessNonAdvol: number;
};

const rupees = (paise: number) => Math.round(paise) / 100;
const sum = (lines: InvoiceLine[], pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);

/** dd/mm/yyyy from the invoice's ISO date. */
const portalDate = (iso: string) => iso.split('-').reverse().join('/');

/** The city of an invoice party's last address line ('Pune 411005' → 'Pune'). */
const placeOf = (lines: string[]) => (lines.at(-1) ?? '').replace(/\s*\d{6}$/, '').trim();
const pincodeOf = (lines: string[]) => /(\d{6})$/.exec(lines.at(-1) ?? '')?.[1] ?? '';

/** Where the invoice's goods are delivered: the ship-to's PIN. */
export const destinationPincode = (invoice: InvoiceDocument) => pincodeOf(invoice.shipTo.addressLines);

/** The portal's fields are of bounded length (names and addresses 100 and 120 characters). */
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function ewayBillPartA(
  invoice: InvoiceDocument,
  movement: { fromPincode: string; distanceKm: number; transporter?: { gstin: string; name: string } },
): EwayBillPartA {
  const goods = invoice.lines.filter((line) => isCourierGoods(line.hsn));
  const others = invoice.lines.filter((line) => !isCourierGoods(line.hsn));
  const { seller, buyer, shipTo } = invoice;
  const challan = invoice.kind === 'delivery-challan';
  const entry: EwayBillEntry = {
    userGstin: seller.gstin,
    supplyType: 'O',
    subSupplyType: challan ? 8 : 1,
    subSupplyDesc: challan ? 'Warranty replacement' : '',
    docType: challan ? 'CHL' : 'INV',
    docNo: invoice.number,
    docDate: portalDate(invoice.date),
    fromGstin: seller.gstin,
    fromTrdName: clip(seller.name, 100),
    fromAddr1: clip(seller.addressLines[0] ?? '', 120),
    fromAddr2: '',
    fromPlace: clip(SHOP.address.city, 50),
    fromPincode: Number(movement.fromPincode),
    fromStateCode: Number(seller.stateCode),
    actFromStateCode: Number(seller.stateCode),
    toGstin: buyer.gstin ?? 'URP',
    toTrdName: clip(buyer.name, 100),
    toAddr1: clip(shipTo.addressLines[0] ?? '', 120),
    toAddr2: '',
    toPlace: clip(placeOf(shipTo.addressLines), 50),
    toPincode: Number(pincodeOf(shipTo.addressLines)),
    toStateCode: Number(buyer.stateCode),
    actToStateCode: Number(shipTo.stateCode),
    transactionType: 1,
    totalValue: rupees(sum(goods, (line) => line.taxableValue)),
    cgstValue: rupees(sum(goods, (line) => line.cgst)),
    sgstValue: rupees(sum(goods, (line) => line.sgst)),
    igstValue: rupees(sum(goods, (line) => line.igst)),
    cessValue: 0,
    cessNonAdvolValue: 0,
    otherValue: rupees(sum(others, (line) => line.total) + invoice.totals.roundOff),
    totInvValue: rupees(invoice.totals.total),
    transMode: '1',
    transDistance: Math.min(4000, Math.max(1, Math.round(movement.distanceKm))),
    transporterId: movement.transporter?.gstin ?? '',
    transporterName: movement.transporter?.name ?? '',
    transDocNo: '',
    transDocDate: '',
    vehicleNo: '',
    vehicleType: 'R',
    itemList: goods.map((line, index) => {
      const half = line.gstRate / 2;
      return {
        itemNo: index + 1,
        productName: clip(line.description, 100),
        productDesc: clip(line.description, 100),
        hsnCode: Number(line.hsn.replace(/\D/g, '')),
        quantity: line.quantity,
        qtyUnit: 'NOS',
        taxableAmount: rupees(line.taxableValue),
        cgstRate: invoice.intraState ? half : 0,
        sgstRate: invoice.intraState ? half : 0,
        igstRate: invoice.intraState ? 0 : line.gstRate,
        cessRate: 0,
        cessNonAdvol: 0,
      };
    }),
  };
  return { version: '1.0.0421', billLists: [entry] };
}
