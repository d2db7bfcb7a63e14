import { CHECKOUT_MESSAGES, type CheckoutConflict, type Order, type ShippingAddress } from '@store/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { checkoutConflictOf, createPaymentOrder } from '../api/create-payment-order';
import { paymentsConfigQueryOptions } from '../api/get-payments-config';
import { placeCodOrder } from '../api/place-cod-order';
import { placeOrder } from '../api/place-order';
import { verifyPayment } from '../api/verify-payment';
import { checkoutTotals, type CheckoutItem } from '../checkout-item';
import { loadCheckoutScript, openPaymentDialog, type RazorpayConstructor, type RazorpaySuccess } from '../razorpay';

/** SPEC §4 checkout, one step at a time: what the page is waiting for. */
export type PaymentStep = 'idle' | 'gateway' | 'creating' | 'paying' | 'verifying' | 'placing';

export const STEP_LABELS: Record<Exclude<PaymentStep, 'idle'>, string> = {
  gateway: 'Loading payment gateway...',
  creating: 'Checking prices and stock...',
  paying: 'Complete the payment in the Razorpay window...',
  verifying: 'Verifying payment...',
  placing: 'Placing your order...',
};

const COULD_NOT_START = 'Could not start the payment. Please try again.';
const COULD_NOT_PLACE = 'Could not place the order. Please try again.';
const NOT_CONFIRMED = 'Your payment went through, but we could not confirm your order yet. Please try again: you will not be charged twice.';

interface PaymentFlowOptions {
  /** The shop's prices or stock differ from the cart's: nothing was charged. */
  onConflict: (conflict: CheckoutConflict) => void;
  /** The server rejected address fields (400): `field` is a shipping address field. */
  onFieldErrors: (errors: { field: string; message: string }[]) => void;
  onPlaced: (order: Order) => void;
}

interface PayRequest {
  items: readonly CheckoutItem[];
  shippingAddress: ShippingAddress;
  /** '' when the customer gave none. */
  gstin: string;
  businessName: string;
  prefill: { name: string; contact: string };
}

/** The checkout script, loaded through the server's payments config; rejects when unusable. */
export function usePaymentGateway() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<RazorpayConstructor> => {
    const config = await queryClient.fetchQuery(paymentsConfigQueryOptions());
    if (!config.enabled) throw new Error('Online payment is switched off');
    return loadCheckoutScript(config.scriptUrl);
  }, [queryClient]);
}

/**
 * The payment flow of SPEC §4: gateway script, payment order (the server re-prices the cart and
 * holds the stock), the provider's dialog, signature check, then the order. A payment that went
 * through but whose order could not be confirmed is kept: the next attempt finishes it instead of
 * charging again.
 */
export function usePaymentFlow({ onConflict, onFieldErrors, onPlaced }: PaymentFlowOptions) {
  const loadGateway = usePaymentGateway();
  const [step, setStep] = useState<PaymentStep>('idle');
  /** A lasting explanation of the last failure, beyond the 4-second toast. */
  const [problem, setProblem] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<RazorpaySuccess | null>(null);
  const running = useRef(false);

  const fail = useCallback((message: string, lasting = false) => {
    toast.error(message);
    setProblem(lasting ? message : null);
    setStep('idle');
  }, []);

  /** A refusal of the shop's before any money moved: new prices or stock, an address field, or a reason to show. */
  const refused = useCallback(
    (error: unknown, fallback: string) => {
      const conflict = checkoutConflictOf(error);
      if (conflict) {
        setStep('idle');
        onConflict(conflict);
        return;
      }
      const fieldErrors = fieldErrorsOf(error)
        .map(({ field, message }) => ({ field: field.replace(/^shippingAddress\./, ''), message }))
        .filter(({ field }) => !field.includes('.'));
      if (fieldErrors.length > 0) onFieldErrors(fieldErrors);
      fail(errorMessage(error, fallback));
    },
    [fail, onConflict, onFieldErrors],
  );

  const finish = useCallback(
    async (payment: RazorpaySuccess, request: PayRequest) => {
      setStep('verifying');
      try {
        const verified = await verifyPayment(payment);
        if (!verified.success) throw new ApiError(CHECKOUT_MESSAGES.verificationFailed, 400);
      } catch (error) {
        if (isTransient(error)) {
          setUnconfirmed(payment);
          fail(NOT_CONFIRMED, true);
        } else {
          setUnconfirmed(null);
          fail(errorMessage(error, CHECKOUT_MESSAGES.verificationFailed), true);
        }
        return;
      }

      setStep('placing');
      try {
        const order = await placeOrder({
          items: request.items.map((item) => ({ productId: item._id, quantity: item.quantity })),
          shippingAddress: request.shippingAddress,
          paymentDetails: {
            paymentId: payment.razorpay_payment_id,
            orderId: payment.razorpay_order_id,
            signature: payment.razorpay_signature,
            method: 'razorpay',
            status: 'completed',
          },
        });
        setUnconfirmed(null);
        setProblem(null);
        toast.success(CHECKOUT_MESSAGES.orderPlaced);
        onPlaced(order);
      } catch (error) {
        if (isTransient(error)) {
          setUnconfirmed(payment);
          fail(NOT_CONFIRMED, true);
        } else {
          // 409: sold out (or withdrawn) meanwhile, or paid the wrong amount: the payment is held for the shop; the server says which.
          setUnconfirmed(null);
          fail(errorMessage(error, NOT_CONFIRMED), true);
        }
      }
    },
    [fail, onPlaced],
  );

  const pay = useCallback(
    async (request: PayRequest) => {
      if (running.current) return;
      running.current = true;
      setProblem(null);
      try {
        if (unconfirmed) {
          await finish(unconfirmed, request);
          return;
        }

        setStep('gateway');
        let Razorpay: RazorpayConstructor;
        try {
          Razorpay = await loadGateway();
        } catch (error) {
          console.error('Payment gateway unavailable', error);
          fail(CHECKOUT_MESSAGES.loadGatewayFailed);
          return;
        }

        setStep('creating');
        let paymentOrder;
        try {
          paymentOrder = await createPaymentOrder({
            // The total the page showed (Σ shown price × quantity); the server prices by the same rule and answers 409 if they differ.
            amount: checkoutTotals(request.items).total,
            items: request.items.map((item) => ({ productId: item._id, quantity: item.quantity })),
            shippingAddress: request.shippingAddress,
            ...(request.gstin ? { gstin: request.gstin, businessName: request.businessName } : {}),
          });
        } catch (error) {
          refused(error, COULD_NOT_START);
          return;
        }

        setStep('paying');
        const units = request.items.reduce((sum, item) => sum + item.quantity, 0);
        let payment: RazorpaySuccess | null;
        try {
          payment = await openPaymentDialog({
            Razorpay,
            paymentOrder,
            description: `${units} ${units === 1 ? 'item' : 'items'}`,
            prefill: request.prefill,
            onFailedAttempt: (response) => {
              console.warn('Payment attempt failed', response.error);
              toast.error(CHECKOUT_MESSAGES.paymentFailed);
            },
          });
        } catch (error) {
          console.error('The payment dialog did not open', error);
          fail(CHECKOUT_MESSAGES.loadGatewayFailed);
          return;
        }
        if (!payment) {
          // Closed without paying: nothing was charged, and the held stock goes back in its time.
          setStep('idle');
          return;
        }
        await finish(payment, request);
      } finally {
        running.current = false;
      }
    },
    [unconfirmed, finish, loadGateway, fail, refused],
  );

  /** Cash on delivery: the order is placed at once (stock taken, nothing paid); the courier collects `total`. */
  const payOnDelivery = useCallback(
    async (request: PayRequest & { codFee: number }) => {
      if (running.current) return;
      running.current = true;
      setProblem(null);
      try {
        setStep('placing');
        const order = await placeCodOrder({
          amount: checkoutTotals(request.items, request.codFee).total,
          items: request.items.map((item) => ({ productId: item._id, quantity: item.quantity })),
          shippingAddress: request.shippingAddress,
          ...(request.gstin ? { gstin: request.gstin, businessName: request.businessName } : {}),
        });
        setStep('idle');
        onPlaced(order);
      } catch (error) {
        refused(error, COULD_NOT_PLACE);
      } finally {
        running.current = false;
      }
    },
    [onPlaced, refused],
  );

  return { step, busy: step !== 'idle', problem, dismissProblem: () => setProblem(null), unconfirmed: unconfirmed !== null, pay, payOnDelivery };
}

/** No answer, or the server failing: the same request may well work in a moment. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
