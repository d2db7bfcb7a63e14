import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_BOOK_MESSAGES,
  COD_MESSAGES,
  checkoutFormSchema,
  formatRupees,
  isShipped,
  SHIPPING_FIELDS,
  type CheckoutConflict,
  type CheckoutFormInput,
  type CheckoutFormValues,
  type DeliveryQuote,
  type Order,
  type ShippingField,
  type User,
} from '@store/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { AlertIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { ADDRESS_BOOK_TOAST_ID, useAddAddress, useSavedAddresses } from '@/features/addresses';
import { useDeliveryQuote } from '@/features/delivery';
import { errorMessage } from '@/lib/api-client';
import { usePaymentsConfig } from '../api/get-payments-config';
import { checkoutTotals, conflictChanges, type CartChange, type CheckoutItem } from '../checkout-item';
import { usePaymentFlow, usePaymentGateway } from '../hooks/use-payment-flow';
import { CheckoutSummary } from './checkout-summary';
import { PaymentMethodChoice, type PaymentMethod } from './payment-method-choice';
import { PriceChangeNotice } from './price-change-notice';
import { EMPTY_ADDRESS, ShippingAddressFields } from './shipping-address-fields';
import { PrivacyNotice } from '@/components/ui/privacy-notice';

/** One validation toast at a time: pressing Pay again replaces it rather than stacking copies. */
const INVALID_TOAST_ID = 'checkout-invalid';

interface CheckoutFormProps {
  items: readonly CheckoutItem[];
  user: Pick<User, '_id' | 'name' | 'phone' | 'address'>;
  /** The shop answered with new prices or stock: bring the cart in line (before anything is paid). */
  onCartChanges: (changes: CartChange[], conflict: CheckoutConflict) => void;
  onPlaced: (order: Order) => void;
  /** Where the summary's "back" link goes (a Buy Now goes back to its product, not the cart). */
  back?: { to: string; label: string };
}

/** A business buyer's fields, after the address's. */
const BUYER_FIELDS = ['gstin', 'businessName'] as const;
type BuyerField = (typeof BUYER_FIELDS)[number];
const FORM_FIELDS: readonly string[] = [...SHIPPING_FIELDS, ...BUYER_FIELDS];

/** SPEC §2 /checkout: the shipping address form and the payment summary, and the payment flow behind Pay. */
export function CheckoutForm({ items, user, onCartChanges, onPlaced, back }: CheckoutFormProps) {
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    // Who receives it is usually the customer: their name and number are filled in to start with.
    defaultValues: { ...EMPTY_ADDRESS, name: user.name, phone: user.phone, gstin: '', businessName: '' },
  });
  const [useSaved, setUseSaved] = useState(false);
  const [saveToBook, setSaveToBook] = useState(false);
  const book = useSavedAddresses(user._id).data;
  const addToBook = useAddAddress(user._id);
  const [method, setMethod] = useState<PaymentMethod>('online');
  const config = usePaymentsConfig().data;
  const [notice, setNotice] = useState<{ message: string; changes: CartChange[] } | null>(null);

  // The latest items for the conflict handler, which runs after an await.
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const onConflict = useCallback(
    (conflict: CheckoutConflict) => {
      const changes = conflictChanges(itemsRef.current, conflict);
      setNotice({ message: conflict.message, changes });
      onCartChanges(changes, conflict);
    },
    [onCartChanges],
  );

  const onFieldErrors = useCallback(
    (errors: { field: string; message: string }[]) => {
      for (const { field, message } of errors) {
        if (FORM_FIELDS.includes(field)) form.setError(field as ShippingField | BuyerField, { message }, { shouldFocus: true });
      }
    },
    [form],
  );

  const flow = usePaymentFlow({ onConflict, onFieldErrors, onPlaced });

  // Start fetching the payment script while the customer types: Pay then opens the dialog at once.
  const loadGateway = usePaymentGateway();
  useEffect(() => {
    loadGateway().catch(() => {}); // Pay tries again, and says so if it still fails
  }, [loadGateway]);

  // Back from a step that failed or was closed: focus returns to Pay (the notices take it themselves).
  const payButton = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !flow.busy && !notice && !flow.problem) payButton.current?.focus();
    wasBusy.current = flow.busy;
  }, [flow.busy, notice, flow.problem]);

  const onValid = async ({ gstin, businessName, ...shippingAddress }: CheckoutFormValues) => {
    toast.dismiss(INVALID_TOAST_ID);
    setNotice(null);
    // "Save to my addresses" (issue 27): saved before paying, so it is kept whatever the payment does;
    // a failure to save never stands in the way of the order.
    if (saveToBook && !useSaved) {
      try {
        await addToBook.mutateAsync(shippingAddress);
        setSaveToBook(false);
        toast.success(ADDRESS_BOOK_MESSAGES.added, { id: ADDRESS_BOOK_TOAST_ID });
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to save address'), { id: ADDRESS_BOOK_TOAST_ID });
      }
    }
    const request = { items: itemsRef.current, shippingAddress, gstin, businessName, prefill: { name: shippingAddress.name, contact: shippingAddress.phone } };
    if (method === 'cod' && cod.unavailable === null) void flow.payOnDelivery({ ...request, codFee: cod.fee });
    else void flow.pay(request);
  };

  // SPEC §5: 'Please fill in {field}' under each field, and the first one as a toast.
  const onInvalid = (errors: FieldErrors<CheckoutFormInput>) => {
    const first = [...SHIPPING_FIELDS, ...BUYER_FIELDS].map((field) => errors[field]?.message).find(Boolean);
    if (first) toast.error(first, { id: INVALID_TOAST_ID });
  };

  const { total } = checkoutTotals(items);
  // The address's PIN quote (the PIN field's own look-up, from the cache): whether couriers there take cash.
  const pincode = (form.watch('pincode') ?? '').trim();
  const pincodeQuote = useDeliveryQuote(pincode).data;
  const cod = codOffer(items, config?.cod, pincodeQuote);
  const payOnDelivery = method === 'cod' && cod.unavailable === null;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      aria-label="Checkout"
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <Panel title="Shipping Address" description="Where should we deliver your order? All fields are required." className="min-w-0">
        <fieldset disabled={flow.busy} className="min-w-0">
          <legend className="sr-only">Shipping address</legend>
          <ShippingAddressFields
            form={form}
            user={user}
            useSaved={useSaved}
            onUseSavedChange={setUseSaved}
            book={book}
            saveToBook={saveToBook}
            onSaveToBookChange={setSaveToBook}
          />
          <TextField
            label="GSTIN (optional)"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            className="mt-5"
            hint="Buying for a business? Your GSTIN goes on the tax invoice so you can claim the GST."
            error={form.formState.errors.gstin?.message}
            {...form.register('gstin')}
          />
          {form.watch('gstin')?.trim() && (
            <TextField
              label="Business name (as on GST registration)"
              autoComplete="organization"
              maxLength={100}
              className="mt-5"
              hint="The invoice is made out to this name with your GSTIN, and cannot be changed once issued."
              error={form.formState.errors.businessName?.message}
              {...form.register('businessName')}
            />
          )}
        </fieldset>
        <PrivacyNotice purpose="orders" className="mt-5" />
      </Panel>

      <div className="space-y-4 lg:sticky lg:top-24">
        {notice && <PriceChangeNotice message={notice.message} changes={notice.changes} total={total} />}
        {flow.problem && <ProblemNotice message={flow.problem} onDismiss={flow.dismissProblem} />}
        <CheckoutSummary
          ref={payButton}
          items={items}
          step={flow.step}
          confirming={notice !== null}
          unconfirmed={flow.unconfirmed && !payOnDelivery}
          cashOnDelivery={payOnDelivery ? { fee: cod.fee } : undefined}
          back={back}
          pincode={pincode}
        >
          {config && config.cod.maxTotal > 0 && (
            <PaymentMethodChoice value={payOnDelivery ? 'cod' : 'online'} onChange={setMethod} online={config.enabled} cod={cod} disabled={flow.busy} />
          )}
        </CheckoutSummary>
      </div>
    </form>
  );
}

/** Whether cash on delivery can be had for these items, to the address's PIN (the server checks the same, and the account too). */
function codOffer(
  items: readonly CheckoutItem[],
  cod: { maxTotal: number; fee: number } | undefined,
  quote: Pick<DeliveryQuote, 'pincode' | 'serviceable' | 'cod'> | undefined,
): { fee: number; unavailable: string | null } {
  if (!cod || cod.maxTotal <= 0) return { fee: 0, unavailable: COD_MESSAGES.off };
  if (!items.some((item) => isShipped(item.category)))
    return { fee: cod.fee, unavailable: 'For goods a courier brings; software and services are paid online' };
  // Asked without an amount, the quote's `cod` is the PIN's own answer (where couriers deliver at all).
  if (quote?.serviceable && !quote.cod) return { fee: cod.fee, unavailable: COD_MESSAGES.notHere(quote.pincode) };
  if (checkoutTotals(items, cod.fee).total > cod.maxTotal) return { fee: cod.fee, unavailable: `For orders up to ${formatRupees(cod.maxTotal)}` };
  return { fee: cod.fee, unavailable: null };
}

function ProblemNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-300"
      data-testid="checkout-problem"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1 font-medium">{message}</p>
      <Button variant="ghost" size="sm" onClick={onDismiss} className="self-start text-red-800">
        Dismiss
      </Button>
    </div>
  );
}
