import { RETURN_LIMITS, RETURN_MESSAGES, RETURN_REASON_LABELS, type OrderReturns, type ReturnKind, type ReturnReason } from '@store/shared';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { controlClasses, TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { formatIndianDate } from '@/lib/dates';
import { useRequestReturn } from '../api/order-returns';

type Option = OrderReturns['options'][number];

interface ReturnFormValues {
  /** How many of each item, by its id, as the select gives it ("0" for none); not for a serialised one. */
  quantities: Record<string, string>;
  /** The serial numbers ticked, of every serialised item (a laptop): the units sent back. */
  serials: string[];
  kind: ReturnKind | '';
  reason: ReturnReason | '';
  description: string;
  photos: FileList | undefined;
  upiId: string;
}

/**
 * The return request: how many of each item (for a laptop, which units, by serial number), return or
 * replacement (what every chosen item's category offers), the reason, what is wrong, up to 4 photos
 * and, for a COD order, where the refund goes. Each field's problem is shown under it; the server checks it all again and its message is
 * shown as it is.
 */
export function ReturnRequestForm({
  orderId,
  userId,
  options,
  needsPayout,
  onDone,
}: {
  orderId: string;
  userId: string;
  options: Option[];
  needsPayout: boolean;
  onDone: () => void;
}) {
  const request = useRequestReturn(userId, orderId);
  const ids = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ReturnFormValues>({
    defaultValues: { quantities: {}, serials: [], kind: '', reason: '', description: '', photos: undefined, upiId: '' },
  });

  const quantities = watch('quantities');
  const ticked = watch('serials');
  const kind = watch('kind');
  const photos = [...(watch('photos') ?? [])];
  // A serialised item is sent back unit by unit, each named by its serial: its count is the units ticked.
  const tickedOf = (option: Option) => option.serials.filter((serial) => ticked.includes(serial));
  const quantityOf = (option: Option) => (option.serials.length > 0 ? tickedOf(option).length : Number(quantities?.[option.itemId] ?? 0));
  const tick = (serial: string, on: boolean) => setValue('serials', on ? [...ticked, serial] : ticked.filter((candidate) => candidate !== serial));
  const chosen = options.filter((option) => quantityOf(option) > 0);
  // Only what every chosen item's policy offers (a laptop with an accessory: replacement only).
  const kinds = (['return', 'replacement'] as const).filter((candidate) => chosen.length > 0 && chosen.every((option) => option.kinds.includes(candidate)));
  const reasons = (Object.keys(RETURN_REASON_LABELS) as ReturnReason[]).filter(
    (candidate) => chosen.length > 0 && chosen.every((option) => option.reasons.includes(candidate)),
  );
  const asksPayout = needsPayout && kind === 'return';
  // One thing on offer (a laptop: replacement only) is not a choice to make: it is chosen.
  const onlyKind = kinds.length === 1 ? kinds[0] : undefined;
  useEffect(() => {
    if (onlyKind) setValue('kind', onlyKind, { shouldValidate: isSubmitted });
  }, [onlyKind, setValue, isSubmitted]);

  const submit = handleSubmit((values) => {
    if (chosen.length === 0) return setError('root.items', { message: 'Choose at least one item to return.' });
    // Items whose policies share no kind leave no choice to validate: said here rather than left to the server.
    if (!kinds.includes(values.kind as ReturnKind)) return setError('kind', { message: 'Choose return or replacement.' });
    request.mutate(
      {
        lines: chosen.map((option) => ({
          itemId: option.itemId,
          quantity: quantityOf(option),
          ...(option.serials.length > 0 ? { serials: tickedOf(option) } : {}),
        })),
        kind: values.kind as ReturnKind,
        reason: values.reason as ReturnReason,
        description: values.description.trim(),
        photos,
        ...(asksPayout ? { payout: { method: 'upi' as const, upiId: values.upiId.trim() } } : {}),
      },
      {
        onSuccess: () => {
          toast.success(RETURN_MESSAGES.submitted);
          onDone();
        },
        onError: (error) => setError('root.server', { message: errorMessage(error, 'Could not send the request. Please try again.') }),
      },
    );
  });
  const itemsProblem = chosen.length === 0 ? errors.root?.items?.message : undefined;

  return (
    <form onSubmit={submit} className="space-y-4 text-sm" aria-label="Return request" noValidate>
      <fieldset className="space-y-2" aria-describedby={itemsProblem ? `${ids}-items-error` : undefined}>
        <legend className="font-medium text-slate-900">Items</legend>
        {options.map((option) =>
          option.serials.length > 0 ? (
            <fieldset key={option.itemId} className="space-y-2">
              <legend className="text-slate-800">
                {option.name}
                {option.until && <span className="block text-xs text-slate-500">Can be sent back until {formatIndianDate(option.until)}</span>}
              </legend>
              {option.serials.map((serial) => {
                const isTicked = ticked.includes(serial);
                return (
                  <label key={serial} className="flex min-h-10 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600">
                    <input
                      type="checkbox"
                      checked={isTicked}
                      // No more units than may still be sent back (some may be in a return already).
                      disabled={!isTicked && tickedOf(option).length >= option.quantity}
                      onChange={(event) => tick(serial, event.target.checked)}
                      aria-invalid={itemsProblem ? true : undefined}
                      className="size-4 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0 wrap-anywhere">
                      Unit with serial no. <span className="font-mono">{serial}</span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ) : (
            <label key={option.itemId} className="flex items-center justify-between gap-3">
              <span className="min-w-0 text-slate-800">
                {option.name}
                {option.until && <span className="block text-xs text-slate-500">Can be sent back until {formatIndianDate(option.until)}</span>}
              </span>
              <select
                aria-label={`How many of ${option.name}`}
                {...register(`quantities.${option.itemId}`)}
                aria-invalid={itemsProblem ? true : undefined}
                className={controlClasses(Boolean(itemsProblem), 'h-10 w-20 shrink-0')}
              >
                {Array.from({ length: option.quantity + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
          ),
        )}
        {itemsProblem && (
          <p id={`${ids}-items-error`} role="alert" className="font-medium text-red-700">
            {itemsProblem}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-wrap gap-4" disabled={kinds.length === 0} aria-describedby={errors.kind ? `${ids}-kind-error` : undefined}>
        <legend className="mb-1 font-medium text-slate-900">I would like</legend>
        {kinds.length === 0 && (
          <p className="text-slate-600">
            {chosen.length === 0 ? 'Choose how many of an item first.' : 'These items cannot be sent back together: choose them one at a time.'}
          </p>
        )}
        {kinds.map((candidate) => (
          <label key={candidate} className="flex items-center gap-2">
            <input
              type="radio"
              value={candidate}
              {...register('kind', { validate: (value) => chosen.length === 0 || kinds.includes(value as ReturnKind) || 'Choose return or replacement.' })}
              className="size-4 accent-brand-600"
            />
            {candidate === 'return' ? 'A refund' : 'A replacement'}
          </label>
        ))}
        {errors.kind?.message && (
          <p id={`${ids}-kind-error`} className="w-full font-medium text-red-700">
            {errors.kind.message}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${ids}-reason`} className="mb-1 block font-medium text-slate-900">
          Reason
        </label>
        <select
          id={`${ids}-reason`}
          {...register('reason', { validate: (value) => chosen.length === 0 || reasons.includes(value as ReturnReason) || 'Choose a reason.' })}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${ids}-reason-error` : undefined}
          className={controlClasses(Boolean(errors.reason), 'h-11')}
        >
          <option value="">Choose a reason</option>
          {reasons.map((candidate) => (
            <option key={candidate} value={candidate}>
              {RETURN_REASON_LABELS[candidate]}
            </option>
          ))}
        </select>
        {errors.reason?.message && (
          <p id={`${ids}-reason-error`} className="mt-1 font-medium text-red-700">
            {errors.reason.message}
          </p>
        )}
      </div>
      <TextAreaField
        label="What is wrong?"
        maxLength={RETURN_LIMITS.descriptionMax}
        rows={3}
        error={errors.description?.message}
        {...register('description', {
          validate: (value) =>
            chosen.length === 0 ||
            value.trim().length >= RETURN_LIMITS.descriptionMin ||
            `Tell us what is wrong in at least ${RETURN_LIMITS.descriptionMin} characters`,
        })}
      />
      <div>
        <span className="mb-1 block font-medium text-slate-900">Photos (up to {RETURN_LIMITS.photos})</span>
        <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 shadow-sm hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
          {photos.length > 0 ? 'Choose other photos' : 'Add photos'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            {...register('photos', { validate: (files) => (files?.length ?? 0) <= RETURN_LIMITS.photos || RETURN_MESSAGES.tooManyPhotos })}
            aria-invalid={errors.photos ? true : undefined}
            className="sr-only"
          />
        </label>
        <p className="mt-1 text-xs text-slate-600">
          {photos.length > 0 ? photos.map((photo) => photo.name).join(', ') : 'Photos of the fault or damage help us approve it sooner: JPEG, PNG or WebP.'}
        </p>
        {errors.photos?.message && <p className="mt-1 font-medium text-red-700">{errors.photos.message}</p>}
      </div>
      {asksPayout && (
        <TextField
          label="UPI ID for your refund"
          placeholder="name@bank"
          hint="You paid in cash: we send the refund here. Kept encrypted, used only for this refund."
          error={errors.upiId?.message}
          {...register('upiId', { shouldUnregister: true, validate: (value) => value.trim().length > 0 || RETURN_MESSAGES.payoutNeeded })}
        />
      )}
      {errors.root?.server?.message && (
        <p role="alert" className="text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send request'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
