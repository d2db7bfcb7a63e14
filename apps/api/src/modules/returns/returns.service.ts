import { randomUUID } from 'node:crypto';
import {
  SERIAL_MESSAGES,
  alreadyAskedText,
  COD_PAYMENT_METHOD,
  REPLACEMENT_PAYMENT_METHOD,
  MESSAGES,
  ORDER_MESSAGES,
  RETURN_MESSAGES,
  RETURN_POLICY,
  RETURN_REASON_LABELS,
  type AdminReturn,
  type AdminReturnPage,
  type OrderReturn,
  type OrderReturns,
  type Payout,
  type ReturnClose,
  type ReturnRequestFields,
  type ReturnStatus,
} from '@store/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { FileStore } from '../../plugins/file-store';
import { createSealer } from '../../lib/sealer';
import { createPathSigner } from '../../lib/signed-path';
import { HttpError } from '../../plugins/errors';
import type { ReceivedPhotoForm } from '../../plugins/photo-form';
import type { Actor, AuditLog } from '../audit';
import type { AuthService } from '../auth';
import { ImageRejected, removeUploadedImage, storeUploadedImage, type CatalogService } from '../catalog';
import type { InvoiceService } from '../invoices';
import type { JobQueue } from '../jobs';
import type { MailQueue } from '../mail';
import { returnUpdateMail } from './returns.mail';
import type { NotificationService } from '../notifications';
import type { OrderService } from '../orders';
import type { RefundService } from '../payments';
import { RETURN_PAGE_SIZE, type ReturnRepository, type ReturnRow } from './returns.repository';
import type { ReturnLine } from './returns.schema';

type OrderForReturn = NonNullable<Awaited<ReturnType<OrderService['forReturn']>>>;

/** India's calendar date of an instant, and a date `days` later (YYYY-MM-DD). */
const indiaDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const readableDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A payout account as the shop reads it, masked: 'UPI asha@okicici', 'Bank ••••4321 (SBIN0001234)'. */
const maskedPayout = (payout: Payout) =>
  payout.method === 'upi' ? `UPI ${payout.upiId}` : `Bank ${payout.accountName}, ••••${payout.accountNumber.slice(-4)} (${payout.ifsc})`;

interface Deps {
  db: Database;
  repository: ReturnRepository;
  orders: Pick<OrderService, 'forReturn' | 'create' | 'customersOf' | 'serialsReturned'>;
  catalog: Pick<CatalogService, 'lockForSale' | 'categoriesOf' | 'changeStock' | 'returnStock' | 'setAsideDamaged'>;
  invoices: Pick<InvoiceService, 'creditLines' | 'issueDeliveryChallan'>;
  refunds: Pick<RefundService, 'refund' | 'findPayment' | 'recordByHand'>;
  customers: Pick<AuthService, 'contactOf'>;
  notifications: Pick<NotificationService, 'notify'>;
  audit: AuditLog;
  mail: MailQueue;
  jobs: Pick<JobQueue, 'handle'>;
  /** Books the courier's reverse pickup (the shipping module); undefined when shipping is off. */
  bookPickup?: ((request: { reference: string; orderId: string; lines: ReturnLine[] }) => Promise<{ awb: string; courier: string }>) | undefined;
  /** Where the photos go. They are private: served only by photo() below, never as public /uploads/ files. */
  files: FileStore;
  secret: string;
  appUrl: string;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Returns and replacements (issue 26). A request is checked against each line's category policy and
 * what is left of the line; the shop approves (a reverse pickup is booked) or rejects it, counts what
 * came back (sellable or damaged), and settles it: a refund of the returned items with their credit
 * note (to the original payment; for COD by hand to the customer's account), or a replacement sent as
 * a new order of zero value. Every step is one transaction under the return's lock, mailed to the
 * customer; gateways and couriers are only called between transactions.
 */
export function createReturnService({
  db,
  repository,
  orders,
  catalog,
  invoices,
  refunds,
  customers,
  notifications,
  audit,
  mail,
  jobs,
  bookPickup,
  files,
  secret,
  appUrl,
  logger,
  now = () => new Date(),
}: Deps) {
  const sealer = createSealer(secret, 'return-payout');
  // A step of a reverse pickup, from the courier's webhook for its AWB (the shipping module queues those that
  // are not the shop's own parcels): kept while the return waits for its parcel and the step is later than the
  // one kept (webhooks come twice or out of order).
  jobs.handle('return-pickup-moved', (event) => repository.pickupMoved(event, db));
  // Every answer that shows a return has passed its access check (the customer's own order, or the
  // shop): its photos' links carry that permission for an <img>, which cannot send the Bearer token.
  const photoLinks = createPathSigner(secret, 'return-photo');

  function json(row: ReturnRow): OrderReturn {
    return {
      _id: row.id,
      orderId: row.orderId,
      kind: row.kind,
      reason: row.reason,
      description: row.description,
      status: row.status,
      lines: row.lines.map((line) => ({
        itemId: line.itemId,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unitPricePaise / 100,
        serials: line.serials ?? [],
      })),
      photos: row.photos.map((photo) => photoLinks.sign(photo, now().getTime())),
      note: row.note,
      pickup: row.pickupAwb ? { courier: row.pickupCourier, awb: row.pickupAwb, status: row.pickupStatus ?? 'pickup_scheduled' } : null,
      refundAmount: row.refundPaise === null ? null : row.refundPaise / 100,
      replacementOrderId: row.replacementOrderId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Per line of a delivered order: what may still be returned, how, until when, or why not. */
  async function optionsOf(order: OrderForReturn, existing: ReturnRow[], on?: Database): Promise<OrderReturns['options']> {
    const categories = await catalog.categoriesOf([...new Set(order.lines.map((line) => line.productId))], on);
    const today = indiaDay(now());
    return order.lines.map((line) => {
      const policy = RETURN_POLICY[categories.get(line.productId) ?? ''];
      const asked = existing
        .filter((row) => row.status !== 'rejected')
        .flatMap((row) => row.lines)
        .filter((returned) => returned.itemId === line.itemId)
        .reduce((sum, returned) => sum + returned.quantity, 0);
      const left = Math.max(0, line.quantity - asked);
      // The units still out with the customer and not asked back already: what a return may name.
      const askedSerials = new Set(
        existing
          .filter((row) => row.status !== 'rejected')
          .flatMap((row) => row.lines)
          .flatMap((returned) => (returned.itemId === line.itemId ? (returned.serials ?? []) : [])),
      );
      const serials = line.serials.filter((serial) => !askedSerials.has(serial));
      const base = { itemId: line.itemId, name: line.name, policy: policy?.summary ?? '', serials };
      if (order.status !== 'delivered') return { ...base, quantity: 0, kinds: [], reasons: [], until: null, why: RETURN_MESSAGES.notDelivered };
      if (!policy) return { ...base, quantity: 0, kinds: [], reasons: [], until: null, why: RETURN_MESSAGES.notReturnable(line.name) };
      const until = addDays(indiaDay(order.deliveredAt), policy.days);
      if (today > until) return { ...base, quantity: 0, kinds: [], reasons: [], until, why: RETURN_MESSAGES.windowClosed(line.name, readableDay(until)) };
      // Where the newest return naming it stands (the rows come newest first).
      const newest = existing.find((row) => row.status !== 'rejected' && row.lines.some((returned) => returned.itemId === line.itemId));
      if (left === 0) return { ...base, quantity: 0, kinds: [], reasons: [], until, why: alreadyAskedText(line.name, newest) };
      return { ...base, quantity: left, kinds: [...policy.kinds], reasons: [...policy.reasons], until, why: '' };
    });
  }

  async function tell(row: ReturnRow, subject: string, words: string, tx: Database, key: string): Promise<void> {
    const customer = await customers.contactOf(row.userId, tx);
    if (!customer) return;
    await mail.send(returnUpdateMail(customer.email, customer.name, { id: row.orderId, link: `${appUrl}/orders/${row.orderId}` }, subject, words), tx, {
      dedupeKey: `return:${row.id}:${key}`,
    });
  }

  /** Runs `step` on the locked return if it is in one of `from`; 404 or 409 otherwise. */
  async function step<T>(id: string, from: ReturnStatus[], to: string, work: (row: ReturnRow, tx: Database) => Promise<T>): Promise<T> {
    return inTransaction(db, async (tx) => {
      const row = await repository.lock(id, tx);
      if (!row) throw new HttpError(404, RETURN_MESSAGES.notFound);
      if (!from.includes(row.status)) throw new HttpError(409, RETURN_MESSAGES.illegalStep(row.status, to));
      return work(row, tx);
    });
  }

  /** The shop's view of returns: each one's customer and delivery phone, in one query for the lot. */
  async function adminJson(rows: ReturnRow[]): Promise<AdminReturn[]> {
    const contacts = await orders.customersOf([...new Set(rows.map((row) => row.orderId))]);
    return rows.map((row) => adminView(row, contacts.get(row.orderId)));
  }

  /** A COD return's payout account, opened; undefined without one (or when it cannot be read: a changed AUTH_SECRET). */
  function payoutOf(row: ReturnRow): Payout | undefined {
    if (!row.payoutSealed) return undefined;
    try {
      return JSON.parse(sealer.open(row.payoutSealed, row.id)) as Payout;
    } catch {
      return undefined;
    }
  }

  function adminView(row: ReturnRow, customer: { name: string; email: string; phone: string } | undefined): AdminReturn {
    const opened = payoutOf(row);
    const payout = opened ? maskedPayout(opened) : row.payoutSealed ? RETURN_MESSAGES.payoutUnreadable : '';
    return {
      ...json(row),
      customer: { _id: row.userId, name: customer?.name ?? '', email: customer?.email ?? '', phone: customer?.phone ?? '' },
      payout,
      sellable: row.lines.reduce((sum, line) => sum + (line.sellable ?? 0), 0),
      damaged: row.lines.reduce((sum, line) => sum + (line.damaged ?? 0), 0),
    };
  }

  return {
    /** GET /api/orders/:id/returns: the customer's returns of the order and what may still be returned. */
    async forCustomer(userId: string, orderId: string): Promise<OrderReturns> {
      // A read: nothing locked (request() locks and checks again before anything is written).
      const order = await orders.forReturn(orderId, userId);
      if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
      const [existing, settled] = await Promise.all([repository.byOrder(orderId), repository.replacedBy(orderId)]);
      return {
        returns: existing.map(json),
        options: await optionsOf(order, existing),
        needsPayout: order.paymentMethod === COD_PAYMENT_METHOD,
        replacementFor: settled?.orderId ?? null,
      };
    },

    /**
     * POST /api/orders/:id/returns. The order is checked before the form is read (a stranger's upload is
     * never stored); the photos are stored before the transaction and removed again if it fails.
     */
    async request(userId: string, orderId: string, receive: () => Promise<ReceivedPhotoForm<ReturnRequestFields>>): Promise<OrderReturn> {
      const order = await orders.forReturn(orderId, userId);
      if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
      if (order.status !== 'delivered') throw new HttpError(409, RETURN_MESSAGES.notDelivered);
      const form = await receive();
      const stored: string[] = [];
      try {
        const { fields } = form;
        const cod = order.paymentMethod === COD_PAYMENT_METHOD;
        // Cash goes back by hand, to an account the customer names; a replacement sends no money.
        if (cod && fields.kind === 'return' && !fields.payout) throw new HttpError(400, RETURN_MESSAGES.payoutNeeded);
        const id = randomUUID();
        for (const photo of form.photos) stored.push(await storeUploadedImage(files, `returns/${orderId}`, photo));
        const row = await inTransaction(db, async (tx) => {
          // Under the order's lock: two requests for the last unit of a line cannot both pass.
          const locked = (await orders.forReturn(orderId, userId, tx))!;
          const options = await optionsOf(locked, await repository.byOrder(orderId, tx), tx);
          const lines: ReturnLine[] = [];
          for (const wanted of fields.lines) {
            const line = locked.lines.find((candidate) => candidate.itemId === wanted.itemId);
            const option = options.find((candidate) => candidate.itemId === wanted.itemId);
            if (!line || !option) throw new HttpError(400, RETURN_MESSAGES.noSuchItem);
            if (option.why && option.quantity === 0) throw new HttpError(400, option.why);
            if (!option.kinds.includes(fields.kind) || !option.reasons.includes(fields.reason))
              throw new HttpError(400, RETURN_MESSAGES.kindNotOffered(line.name, option.policy));
            if (wanted.quantity > option.quantity) throw new HttpError(400, RETURN_MESSAGES.tooMany(line.name, option.quantity));
            // A serialised unit is named by its serial number, one of the units sold on this line and not back yet.
            const serials = [...new Set(wanted.serials ?? [])];
            if (line.serials.length > 0 && serials.length !== wanted.quantity)
              throw new HttpError(400, SERIAL_MESSAGES.returnNeedsSerial(line.name, wanted.quantity));
            const stranger = serials.find((serial) => !line.serials.includes(serial));
            if (stranger) throw new HttpError(400, SERIAL_MESSAGES.notSold(stranger));
            lines.push({
              ...(serials.length ? { serials } : {}),
              itemId: line.itemId,
              position: line.position,
              productId: line.productId,
              name: line.name,
              quantity: wanted.quantity,
              unitPricePaise: line.unitPricePaise,
            });
          }
          const inserted = await repository.insert(
            {
              id,
              orderId,
              userId,
              kind: fields.kind,
              reason: fields.reason,
              description: fields.description,
              lines,
              photos: stored,
              payoutSealed: cod && fields.payout ? sealer.seal(JSON.stringify(fields.payout), id) : '',
            },
            tx,
          );
          const customer = await customers.contactOf(userId, tx);
          await notifications.notify(
            { kind: 'return-requested', returnId: id, orderId, userId, customer: customer?.name ?? '', reason: RETURN_REASON_LABELS[fields.reason] },
            tx,
          );
          await tell(
            inserted,
            'we have your return request',
            `We have your request to ${fields.kind === 'return' ? 'return' : 'replace'} ${lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}. We will reply within 2 working days.`,
            tx,
            'requested',
          );
          return inserted;
        });
        return json(row);
      } catch (error) {
        await Promise.all(stored.map((url) => removeUploadedImage(files, url)));
        if (error instanceof ImageRejected) throw new HttpError(error.statusCode, error.message);
        throw error;
      } finally {
        await form.discard();
      }
    },

    /**
     * GET /uploads/returns/:orderId/:name: a return's photo for the order's customer and the shop only,
     * by a signed link from an answer about the return, or by the asker's own session (API clients).
     * Anyone else gets the same 404 as for a photo that does not exist.
     */
    async photo(
      path: string,
      permission: { expires?: string | undefined; signature?: string | undefined },
      viewer: { _id: string; role: string } | undefined,
    ): Promise<{ key: string; cacheControl: string }> {
      const photo = /^\/uploads\/returns\/([0-9a-f-]{36})\/[0-9a-f-]{36}-\d+\.webp$/.exec(path);
      if (!photo) throw new HttpError(404, MESSAGES.routeNotFound);
      const key = path.slice(1);
      const secondsLeft = photoLinks.secondsLeft(path.replace(/-\d+\.webp$/, '-1200.webp'), permission.expires, permission.signature, now().getTime());
      if (secondsLeft > 0) return { key, cacheControl: `private, max-age=${secondsLeft}` };
      const allowed = viewer && (viewer.role === 'admin' || (await orders.forReturn(photo[1]!, viewer._id)) !== undefined);
      if (!allowed) throw new HttpError(404, MESSAGES.routeNotFound);
      return { key, cacheControl: 'private, no-store' };
    },

    async list(status: ReturnStatus | undefined, page: number): Promise<AdminReturnPage> {
      const { rows, total } = await repository.page(status, page);
      return { returns: await adminJson(rows), total, page, totalPages: Math.ceil(total / RETURN_PAGE_SIZE) };
    },

    /** Returns asked for, or back at the store, that wait for the shop (the dashboard's figure). */
    awaitingActionCount: () => repository.awaitingAction(),
    /** Returns per customer (the admin's customers list). */
    countsOfCustomers: (userIds: string[]) => repository.countsOfCustomers(userIds),

    /** Approves a request; the courier's reverse pickup is booked after the approval is stored (best effort: the admin sees whether it was). */
    /**
     * POST /api/admin/returns/:id/payout/reveal: the account a cash-on-delivery customer gave for their refund,
     * in full, so the shop can make the transfer it then records with its UTR (issue 40 point 4). As for PAN,
     * each reveal is audited with who and when; the account itself stays out of the log (DPDP Act s.8(5):
     * reasonable safeguards). 404 without one; 409 when it can no longer be opened (a changed AUTH_SECRET).
     */
    async revealPayout(actor: Actor, id: string): Promise<Payout> {
      return inTransaction(db, async (tx) => {
        const row = await repository.find(id, tx);
        if (!row?.payoutSealed) throw new HttpError(404, RETURN_MESSAGES.noPayout);
        const payout = payoutOf(row);
        if (!payout) throw new HttpError(409, RETURN_MESSAGES.payoutUnreadable);
        await audit.record(actor, { action: 'return.reveal-payout', targetType: 'return', targetId: id, after: { method: payout.method } }, tx);
        return payout;
      });
    },

    async approve(actor: Actor, id: string, note: string): Promise<AdminReturn> {
      const row = await step(id, ['requested'], 'approved', async (locked, tx) => {
        await audit.record(
          actor,
          { action: 'return.approve', targetType: 'return', targetId: id, before: { status: locked.status }, after: { status: 'approved', note } },
          tx,
        );
        return repository.update(id, { status: 'approved', note }, tx);
      });
      let pickup = '';
      if (bookPickup) {
        try {
          const booked = await bookPickup({ reference: `R-${id}`.slice(0, 50), orderId: row.orderId, lines: row.lines });
          // Shiprocket schedules a return's pickup with its AWB.
          await repository.update(id, { pickupAwb: booked.awb, pickupCourier: booked.courier, pickupStatus: 'pickup_scheduled', pickupRank: 1 });
          pickup = ` ${booked.courier} will collect it (AWB ${booked.awb}): please keep it packed with everything that came in the box.`;
        } catch (error) {
          logger.warn({ returnId: id, err: error }, 'returns: the reverse pickup could not be booked; book it from the courier panel');
        }
      }
      const approved = (await repository.find(id))!;
      await inTransaction(db, (tx) =>
        tell(approved, 'your return is approved', `Your return request is approved.${pickup}${note ? ` ${note}` : ''}`, tx, 'approved'),
      );
      return (await adminJson([approved]))[0]!;
    },

    async reject(actor: Actor, id: string, note: string): Promise<AdminReturn> {
      const row = await step(id, ['requested'], 'rejected', async (locked, tx) => {
        await audit.record(
          actor,
          { action: 'return.reject', targetType: 'return', targetId: id, before: { status: locked.status }, after: { status: 'rejected', note } },
          tx,
        );
        const rejected = await repository.update(id, { status: 'rejected', note }, tx);
        await tell(rejected, 'about your return request', `We could not accept your return request: ${note}`, tx, 'rejected');
        return rejected;
      });
      return (await adminJson([row]))[0]!;
    },

    /** The parcel is back: each line counted as sellable (back on sale) or damaged (set aside), all of it. */
    async receive(
      actor: Actor,
      id: string,
      counts: Array<{ itemId: string; sellable: number; damaged: number; serials?: string[] | undefined }>,
      note: string,
    ): Promise<AdminReturn> {
      const row = await step(id, ['approved'], 'received', async (locked, tx) => {
        const lines = locked.lines.map((line) => {
          const count = counts.find((candidate) => candidate.itemId === line.itemId);
          if (!count || count.sellable + count.damaged !== line.quantity) throw new HttpError(400, RETURN_MESSAGES.receivedCount(line.name, line.quantity));
          // The units on the bench must be the ones sold and named by the return: a unit of another serial is not ours to take back.
          if (line.serials?.length) {
            const received = [...new Set(count.serials ?? [])];
            if (received.length !== line.serials.length) throw new HttpError(400, SERIAL_MESSAGES.returnNeedsSerial(line.name, line.quantity));
            const wrong = received.find((serial) => !line.serials!.includes(serial));
            if (wrong) throw new HttpError(409, SERIAL_MESSAGES.mismatch(line.serials.filter((serial) => !received.includes(serial)).join(', '), wrong));
          }
          return { ...line, sellable: count.sellable, damaged: count.damaged };
        });
        // Back at the shop: the units' serials may be sold again (a replacement unit gets its own).
        for (const line of lines) if (line.serials?.length) await orders.serialsReturned(line.itemId, line.serials, tx);
        await catalog.returnStock(
          lines.map((line) => ({ productId: line.productId, quantity: line.sellable })).filter((line) => line.quantity > 0),
          tx,
        );
        await catalog.setAsideDamaged(
          lines.map((line) => ({ productId: line.productId, quantity: line.damaged })),
          tx,
        );
        await audit.record(
          actor,
          { action: 'return.receive', targetType: 'return', targetId: id, before: { status: locked.status }, after: { status: 'received', lines: counts } },
          tx,
        );
        const received = await repository.update(id, { status: 'received', lines, ...(note ? { note } : {}) }, tx);
        await tell(
          received,
          'we have received your return',
          'Your parcel is back at our store and has been checked. We will settle it shortly.',
          tx,
          'received',
        );
        return received;
      });
      return (await adminJson([row]))[0]!;
    },

    /**
     * Settles a received return, once: a return is refunded (at most its items' price; the original
     * payment through the gateway, or for COD recorded as paid by hand with its reference) with a credit
     * note for its items; a replacement goes out as a new order of zero value.
     */
    async close(actor: Actor, id: string, request: ReturnClose): Promise<AdminReturn> {
      const row = await step(id, ['received'], 'settled', async (locked, tx) => {
        const order = (await orders.forReturn(locked.orderId, undefined, tx))!;
        if (locked.kind === 'replacement') {
          if (request.amount !== undefined) throw new HttpError(400, RETURN_MESSAGES.notAReplacement);
          const items = locked.lines.map((line) => ({ ...line, sold: order.lines.find((sold) => sold.itemId === line.itemId)! }));
          const products = await catalog.lockForSale(
            items.map((item) => item.productId),
            tx,
          );
          for (const item of items) {
            const product = products.find((candidate) => candidate.id === item.productId);
            if (!product || product.stock < item.quantity) throw new HttpError(409, `${item.name} is out of stock: restock it or refund the return instead.`);
          }
          await catalog.changeStock(
            items.map((item) => ({ productId: item.productId, delta: -item.quantity })),
            tx,
          );
          const { _id: replacementOrderId } = await orders.create(
            {
              userId: locked.userId,
              status: 'confirmed',
              subtotalPaise: 0,
              taxPaise: 0,
              total: 0,
              shippingAddress: order.shippingAddress,
              paymentMethod: REPLACEMENT_PAYMENT_METHOD,
              paymentStatus: 'completed',
            },
            items.map((item) => ({
              productId: item.productId,
              name: item.name,
              brand: item.sold.brand,
              image: item.sold.image,
              unitPricePaise: 0,
              quantity: item.quantity,
              hsn: item.sold.hsn,
              gstRate: item.sold.gstRate,
              // The new unit gets its own serial number, and the product's warranty from its own delivery.
              serialised: products.find((candidate) => candidate.id === item.productId)!.serialised,
              warranty: products.find((candidate) => candidate.id === item.productId)!.warranty,
            })),
            tx,
          );
          // No sale, so no tax invoice: the replacement travels on a delivery challan valued at the goods' sale price (issue 40 point 14).
          await invoices.issueDeliveryChallan(
            replacementOrderId,
            items.map((item, position) => ({ position, unitValuePaise: item.sold.unitPricePaise })),
            tx,
            locked.orderId,
          );
          await audit.record(
            actor,
            {
              action: 'return.replace',
              targetType: 'return',
              targetId: id,
              before: { status: locked.status },
              after: { status: 'replaced', replacementOrderId },
            },
            tx,
          );
          const replaced = await repository.update(id, { status: 'replaced', replacementOrderId, ...(request.note ? { note: request.note } : {}) }, tx);
          await tell(
            replaced,
            'your replacement is on its way',
            `Your replacement is being packed and will ship as order #${replacementOrderId.slice(-8).toUpperCase()}, at no charge.`,
            tx,
            'replaced',
          );
          return replaced;
        }
        const mostPaise = locked.lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
        const amountPaise = request.amount === undefined ? mostPaise : request.amount * 100;
        if (amountPaise > mostPaise) throw new HttpError(400, RETURN_MESSAGES.refundTooLarge(mostPaise / 100));
        // A COD order's cash reached the shop through the courier: it goes back by hand, never through the gateway.
        const paidOnline =
          order.paymentMethod !== COD_PAYMENT_METHOD && order.paymentId !== '' && (await refunds.findPayment(order.paymentId, tx)) !== undefined;
        if (!paidOnline && !request.reference) throw new HttpError(400, RETURN_MESSAGES.utrNeeded);
        // Cash goes back by the customer's own choice of account: UPI, or a bank transfer (NEFT/IMPS).
        const method = !paidOnline && payoutOf(locked)?.method === 'upi' ? 'upi' : 'bank-transfer';
        // A refund row either way (issue 40): the gateway's, or the shop's own transfer with its UTR, so reports,
        // lifetime value and the order's money count cash refunds as they count card ones.
        if (paidOnline) await refunds.refund({ paymentId: order.paymentId, amountPaise, reason: 'return', by: actor, orderId: locked.orderId }, tx);
        else await refunds.recordByHand({ orderId: locked.orderId, amountPaise, reason: 'return', method, reference: request.reference!, by: actor }, tx);
        // The credit note covers what is refunded for these items (a part of their price gives a note for that part).
        await invoices.creditLines(
          locked.orderId,
          `return:${id}`,
          locked.lines.map((line) => ({ position: line.position, quantity: line.quantity })),
          paidOnline ? { kind: 'gateway' } : { kind: 'by-hand', method, reference: request.reference! },
          tx,
          amountPaise,
        );
        await audit.record(
          actor,
          {
            action: 'return.refund',
            targetType: 'return',
            targetId: id,
            before: { status: locked.status },
            after: { status: 'refunded', amountPaise, reference: request.reference ?? '' },
          },
          tx,
        );
        const refunded = await repository.update(
          id,
          { status: 'refunded', refundPaise: amountPaise, payoutReference: request.reference ?? '', ...(request.note ? { note: request.note } : {}) },
          tx,
        );
        const rupees = `₹${(amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
        await tell(
          refunded,
          'your refund is on its way',
          paidOnline
            ? `A refund of ${rupees} has been started to the account you paid from; banks usually take 5–7 working days to show it.`
            : `We have sent ${rupees} to the account you gave us (reference ${request.reference}).`,
          tx,
          'refunded',
        );
        return refunded;
      });
      return (await adminJson([row]))[0]!;
    },
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
