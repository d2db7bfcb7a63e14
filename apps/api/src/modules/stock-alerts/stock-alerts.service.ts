import {
  MESSAGES,
  STOCK_ALERT_MESSAGES,
  STOCK_ALERTS_PER_ADDRESS,
  type NotifyMe,
  type NotifyMeResponse,
  type StockAlertUnsubscribed,
  type User,
} from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Sealer } from '../../lib/sealer';
import { HttpError } from '../../plugins/errors';
import type { CatalogService } from '../catalog';
import type { JobQueue } from '../jobs';
import type { MailQueue } from '../mail';
import { backInStockMail } from './stock-alerts.mail';
import type { StockAlertRepository } from './stock-alerts.repository';

/** Requests mailed per transaction: a popular product's waiting list goes out in several short ones. */
const MAIL_BATCH = 50;
/** The context the unsubscribe token is sealed for: a token sealed for anything else does not open here. */
const UNSUBSCRIBE_CONTEXT = 'stock-alert-unsubscribe';

interface Deps {
  db: Database;
  repository: StockAlertRepository;
  catalog: Pick<CatalogService, 'getVisible'>;
  jobs: JobQueue;
  mail: MailQueue;
  /** Seals the unsubscribe link's token (its own key, derived from AUTH_SECRET): it works without login and cannot be forged. */
  sealer: Sealer;
  appUrl: string;
}

/**
 * "Notify me" for sold-out products (issue 27). A request waits until the catalogue says the product
 * is back in stock (its 'stock-alert-restock' job, queued in the stock change's transaction) and then marks every waiting
 * request notified and queues its one mail in the same transaction, so a second restock finds none.
 */
export function createStockAlertService({ db, repository, catalog, jobs, mail, sealer, appUrl }: Deps) {
  const unsubscribeLink = (email: string) => `${appUrl}/stock-alerts/unsubscribe?token=${encodeURIComponent(sealer.seal(email, UNSUBSCRIBE_CONTEXT))}`;

  jobs.handle('stock-alert-restock', async ({ productId }) => {
    for (;;) {
      // Read afresh each batch: sold out again, or hidden, and the rest keep waiting for the next restock.
      const product = await catalog.getVisible(productId);
      if (!product || product.stock <= 0) return;
      const link = `${appUrl}/products/${product._id}`;
      const sent = await inTransaction(db, async (tx) => {
        const taken = await repository.takeWaiting(productId, MAIL_BATCH, tx);
        for (const alert of taken) {
          await mail.send(backInStockMail(alert.email, { name: product.name, priceInclGst: product.priceInclGst, link }, unsubscribeLink(alert.email)), tx, {
            dedupeKey: `stock-alert:${alert.id}`,
          });
        }
        return taken.length;
      });
      if (sent < MAIL_BATCH) return;
    }
  });

  return {
    /**
     * A request to hear once when the product is back: for a sold-out product the shop shows (404
     * otherwise, 409 while it is in stock). Signed in, the account's address; a guest gives one.
     */
    async subscribe(productId: string, viewer: User | undefined, body: NotifyMe): Promise<NotifyMeResponse> {
      const product = await catalog.getVisible(productId);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      if (product.stock > 0) throw new HttpError(409, STOCK_ALERT_MESSAGES.inStock);
      const email = viewer?.email ?? body.email;
      if (!email) throw new HttpError(400, STOCK_ALERT_MESSAGES.emailRequired);
      // Two requests at once may both pass at the cap's edge: one mail more at worst, no money or stock involved.
      if ((await repository.countWaitingElsewhere(email, productId)) >= STOCK_ALERTS_PER_ADDRESS) throw new HttpError(409, STOCK_ALERT_MESSAGES.tooMany);
      await repository.add({ productId, email, userId: viewer?._id ?? null });
      return { email, message: STOCK_ALERT_MESSAGES.subscribed(email) };
    },

    /** The mail's link: stops every request still waiting for that address. 400 for a token that does not open. */
    async unsubscribe(token: string): Promise<StockAlertUnsubscribed> {
      let email: string;
      try {
        email = sealer.open(token, UNSUBSCRIBE_CONTEXT);
      } catch {
        throw new HttpError(400, STOCK_ALERT_MESSAGES.badLink);
      }
      return { stopped: await repository.removeWaiting(email), message: STOCK_ALERT_MESSAGES.unsubscribed };
    },
  };
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
