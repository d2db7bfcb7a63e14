/** Every checkout query key. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  paymentsConfig: () => [...checkoutKeys.all, 'payments-config'] as const,
};
