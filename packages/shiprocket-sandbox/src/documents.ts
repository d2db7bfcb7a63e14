import { code128Widths } from './code128';

/**
 * The sandbox's shipping label (4 × 6 inches, the size couriers' thermal printers take) and manifest
 * (A4), drawn with pdfkit's built-in Helvetica: rupees are written "Rs." as labels print them.
 */

export interface LabelParcel {
  awb: string;
  courierName: string;
  routingCode: string;
  shipmentId: number;
  orderId: number;
  channelOrderId: string;
  paymentMethod: string;
  /** Rupees a COD parcel collects. */
  collect: number;
  weightKg: number;
  dimensionsCm: string;
  to: { name: string; address: string; city: string; state: string; pincode: string; phone: string };
  from: { name: string; address: string; pincode: string; phone: string };
  items: Array<{ name: string; sku: string; units: number }>;
  invoiceValue: number;
  date: string;
}

export interface ManifestSheet {
  manifestId: number;
  courierName: string;
  pickupLocation: string;
  date: string;
  parcels: Array<{ awb: string; orderId: string; shipmentId: number; paymentMethod: string; collect: number; weightKg: number; city: string }>;
}

const INCH = 72;
const rupees = (amount: number) => `Rs. ${amount.toFixed(2)}`;

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Draws the Code 128 bars of `text` at (x, y), `width` wide overall; the modules are as wide as fits, at least 1 pt for a scanner. */
export function drawBarcode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number): void {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, w) => sum + w, 0) + 20; // ten modules of quiet zone either side
  const module = Math.max(1, Math.floor((width / modules) * 4) / 4);
  let at = x + (width - module * (modules - 20)) / 2;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * module, height).fill('#000000');
    at += w * module;
  });
}

/** One label per page, in the order given. */
export async function labelPdf(parcels: LabelParcel[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const width = 4 * INCH;
  const height = 6 * INCH;
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Shipping label', Producer: 'TechStore Shiprocket sandbox' },
  });
  const pad = 12;
  for (const parcel of parcels) {
    doc.addPage();
    doc.lineWidth(1).strokeColor('#000000');
    doc.rect(pad / 2, pad / 2, width - pad, height - pad).stroke();

    doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text('Ship to:', pad, pad);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(parcel.to.name, pad, pad + 11, { width: width - 2 * pad });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${parcel.to.address}\n${parcel.to.city}, ${parcel.to.state}\nPIN: ${parcel.to.pincode}\nPhone: ${parcel.to.phone}`, { width: width - 2 * pad });
    const afterAddress = Math.max(doc.y, 84) + 4;
    doc
      .moveTo(pad / 2, afterAddress)
      .lineTo(width - pad / 2, afterAddress)
      .stroke();

    // The courier and the payment, the two things a sorter reads first.
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(parcel.courierName, pad, afterAddress + 6, { width: 130 });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Routing: ${parcel.routingCode}`, pad, doc.y + 1, { width: 130 });
    const cod = parcel.paymentMethod.toUpperCase() === 'COD';
    doc
      .font('Helvetica-Bold')
      .fontSize(cod ? 12 : 11)
      .text(cod ? `COD\nCollect ${rupees(parcel.collect)}` : 'PREPAID\nDo not collect cash', width - pad - 140, afterAddress + 6, {
        width: 140,
        align: 'right',
      });
    const beforeBars = afterAddress + 46;
    doc
      .moveTo(pad / 2, beforeBars)
      .lineTo(width - pad / 2, beforeBars)
      .stroke();

    drawBarcode(doc, parcel.awb, pad, beforeBars + 8, width - 2 * pad, 56);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#000000')
      .text(`AWB ${parcel.awb}`, pad, beforeBars + 68, { width: width - 2 * pad, align: 'center' });
    const afterBars = beforeBars + 86;
    doc
      .moveTo(pad / 2, afterBars)
      .lineTo(width - pad / 2, afterBars)
      .stroke();

    doc.font('Helvetica').fontSize(8);
    doc.text(`Order: ${parcel.channelOrderId}   Shipment: ${parcel.shipmentId}   Date: ${parcel.date}`, pad, afterBars + 5, { width: width - 2 * pad });
    doc.text(`Weight: ${parcel.weightKg} kg   Dimensions: ${parcel.dimensionsCm} cm   Invoice value: ${rupees(parcel.invoiceValue)}`, {
      width: width - 2 * pad,
    });
    doc.moveDown(0.4).font('Helvetica-Bold').text('Contents');
    doc.font('Helvetica');
    for (const item of parcel.items.slice(0, 5))
      doc.text(`${item.units} x ${item.name} (SKU ${item.sku})`, { width: width - 2 * pad, height: 20, ellipsis: true });
    if (parcel.items.length > 5) doc.text(`and ${parcel.items.length - 5} more`);

    const returnTop = height - pad - 52;
    doc
      .moveTo(pad / 2, returnTop)
      .lineTo(width - pad / 2, returnTop)
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text('If undelivered, return to:', pad, returnTop + 5);
    doc.font('Helvetica').text(`${parcel.from.name}, ${parcel.from.address} - ${parcel.from.pincode}. Phone: ${parcel.from.phone}`, { width: width - 2 * pad });
    doc
      .fontSize(6)
      .fillColor('#555555')
      .text('SANDBOX LABEL - not a real consignment', pad, height - pad - 4, { width: width - 2 * pad, align: 'center', lineBreak: false });
  }
  return collect(doc);
}

/** The courier's pickup manifest: one row per parcel, and lines to sign at handover. */
export async function manifestPdf(sheet: ManifestSheet): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Manifest ${sheet.manifestId}`, Producer: 'TechStore Shiprocket sandbox' } });
  doc.font('Helvetica-Bold').fontSize(16).text(`Manifest MANIFEST-${sheet.manifestId}`);
  doc.font('Helvetica').fontSize(10).text(`Courier: ${sheet.courierName}    Pickup location: ${sheet.pickupLocation}    Date: ${sheet.date}`);
  doc.text(`Parcels: ${sheet.parcels.length}    Cash to collect: ${rupees(sheet.parcels.reduce((sum, parcel) => sum + parcel.collect, 0))}`);
  doc.moveDown();
  const columns: Array<[string, number]> = [
    ['#', 24],
    ['AWB', 110],
    ['Order', 90],
    ['Shipment', 70],
    ['Payment', 60],
    ['Collect', 70],
    ['Kg', 30],
    ['City', 61],
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = 40;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: columns[i]![1] - 4, lineBreak: false, ellipsis: true });
      x += columns[i]![1];
    });
    doc.y = y + 16;
    doc.x = 40;
  };
  row(
    columns.map(([title]) => title),
    true,
  );
  sheet.parcels.forEach((parcel, i) =>
    row([
      String(i + 1),
      parcel.awb,
      parcel.orderId,
      String(parcel.shipmentId),
      parcel.paymentMethod,
      parcel.paymentMethod.toUpperCase() === 'COD' ? rupees(parcel.collect) : '-',
      String(parcel.weightKg),
      parcel.city,
    ]),
  );
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(10).text('Handed over by (seller): ____________________        Received by (courier): ____________________', 40);
  doc.moveDown(0.5).text('Name, signature and time of pickup: ________________________________________________');
  doc.moveDown().fontSize(7).fillColor('#555555').text('SANDBOX MANIFEST - no courier will come.');
  return collect(doc);
}
