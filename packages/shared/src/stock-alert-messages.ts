/* "Notify me" words, apart from its schemas (so a page showing them does not load Zod for them). */

/**
 * Products one address may wait for at once. Anyone may type any address (a guest's is not checked),
 * so without a cap one visitor could have a stranger written to about every sold-out product.
 */
export const STOCK_ALERTS_PER_ADDRESS = 20;

export const STOCK_ALERT_MESSAGES = {
  /** Why a guest's address is asked for, shown beside the field. */
  whyEmail: 'We use this address only to send one e-mail when this product is back in stock, then forget the request.',
  inStock: 'This product is in stock: you can buy it now',
  emailRequired: 'Please enter your e-mail address',
  subscribed: (email: string) => `We'll e-mail ${email} once when it is back in stock.`,
  failed: 'Could not save your alert. Please try again.',
  badLink: 'This unsubscribe link is not valid. Please use the link from the latest e-mail.',
  unsubscribed: 'You will get no more back-in-stock e-mails from us for the alerts you asked for.',
  tooMany: `This address is already waiting for ${STOCK_ALERTS_PER_ADDRESS} products. We will write as each comes back; you can ask for more then.`,
} as const;
