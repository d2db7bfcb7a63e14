/**
 * The entities of Razorpay's public API (its API reference's fields), as the sandbox answers them.
 * The sandbox depends on these shapes only, never on the shop's code.
 */

export type RazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id?: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  /** Razorpay writes notes nobody set as an empty list. */
  notes: Record<string, string> | unknown[];
  created_at: number;
};

export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  invoice_id?: string | null;
  international?: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description?: string | null;
  card_id?: string | null;
  bank?: string | null;
  wallet?: string | null;
  vpa?: string | null;
  email?: string;
  contact?: string;
  notes?: Record<string, string> | unknown[];
  fee?: number | null;
  tax?: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source?: string | null;
  error_step?: string | null;
  error_reason?: string | null;
  acquirer_data?: Record<string, unknown>;
  created_at: number;
  upi?: { payer_account_type?: string; vpa?: string | null; flow?: string };
};

export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes?: Record<string, string> | unknown[];
  receipt: string | null;
  acquirer_data?: Record<string, unknown>;
  created_at: number;
  batch_id?: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed?: string;
  speed_requested?: string;
};
