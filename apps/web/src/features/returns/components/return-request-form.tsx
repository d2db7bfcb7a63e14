import { RETURN_LIMITS, RETURN_MESSAGES, RETURN_REASON_LABELS, type OrderReturns, type ReturnKind, type ReturnReason } from '@store/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { formatIndianDate } from '@/lib/dates';
import { useRequestReturn } from '../api/order-returns';

type Option = OrderReturns['options'][number];

/**
 * The return request: how many of each item, return or replacement (what every chosen item's
 * category offers), the reason, what is wrong, up to 4 photos and, for a COD order, where the refund
 * goes. The server checks it all again; its message is shown as it is.
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
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [kind, setKind] = useState<ReturnKind | ''>('');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [upiId, setUpiId] = useState('');
  const [problem, setProblem] = useState('');

  const chosen = options.filter((option) => (quantities[option.itemId] ?? 0) > 0);
  // Only what every chosen item's policy offers (a laptop with an accessory: replacement only).
  const kinds = (['return', 'replacement'] as const).filter((candidate) => chosen.length > 0 && chosen.every((option) => option.kinds.includes(candidate)));
  const reasons = (Object.keys(RETURN_REASON_LABELS) as ReturnReason[]).filter(
    (candidate) => chosen.length > 0 && chosen.every((option) => option.reasons.includes(candidate)),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) return setProblem('Choose at least one item to return.');
    if (!kind || !kinds.includes(kind as ReturnKind)) return setProblem('Choose return or replacement.');
    if (!reason || !reasons.includes(reason as ReturnReason)) return setProblem('Choose a reason.');
    if (description.trim().length < RETURN_LIMITS.descriptionMin)
      return setProblem(`Tell us what is wrong in at least ${RETURN_LIMITS.descriptionMin} characters`);
    if (photos.length > RETURN_LIMITS.photos) return setProblem(RETURN_MESSAGES.tooManyPhotos);
    if (needsPayout && kind === 'return' && !upiId.trim()) return setProblem(RETURN_MESSAGES.payoutNeeded);
    setProblem('');
    request.mutate(
      {
        lines: chosen.map((option) => ({ itemId: option.itemId, quantity: quantities[option.itemId]! })),
        kind: kind as ReturnKind,
        reason: reason as ReturnReason,
        description: description.trim(),
        photos,
        ...(needsPayout && kind === 'return' ? { payout: { method: 'upi' as const, upiId: upiId.trim() } } : {}),
      },
      {
        onSuccess: () => {
          toast.success(RETURN_MESSAGES.submitted);
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error, 'Could not send the request. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4 text-sm" aria-label="Return request" noValidate>
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-900">Items</legend>
        {options.map((option) => (
          <label key={option.itemId} className="flex items-center justify-between gap-3">
            <span className="min-w-0 text-slate-800">
              {option.name}
              {option.until && <span className="block text-xs text-slate-500">Can be sent back until {formatIndianDate(option.until)}</span>}
            </span>
            <select
              aria-label={`How many of ${option.name}`}
              value={quantities[option.itemId] ?? 0}
              onChange={(event) => setQuantities({ ...quantities, [option.itemId]: Number(event.target.value) })}
              className={controlClasses(false, 'h-10 w-20')}
            >
              {Array.from({ length: option.quantity + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-4" disabled={kinds.length === 0}>
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
              name="kind"
              value={candidate}
              checked={kind === candidate}
              onChange={() => setKind(candidate)}
              className="size-4 accent-brand-600"
            />
            {candidate === 'return' ? 'A refund' : 'A replacement'}
          </label>
        ))}
      </fieldset>
      <label className="block">
        <span className="mb-1 block font-medium text-slate-900">Reason</span>
        <select value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)} className={controlClasses(false, 'h-11')}>
          <option value="">Choose a reason</option>
          {reasons.map((candidate) => (
            <option key={candidate} value={candidate}>
              {RETURN_REASON_LABELS[candidate]}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block font-medium text-slate-900">What is wrong?</span>
        <textarea
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={RETURN_LIMITS.descriptionMax}
          rows={3}
          className={controlClasses(false, 'py-2')}
        />
      </label>
      <div>
        <span className="mb-1 block font-medium text-slate-900">Photos (up to {RETURN_LIMITS.photos})</span>
        <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 shadow-sm hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
          {photos.length > 0 ? 'Choose other photos' : 'Add photos'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(event) => setPhotos([...(event.target.files ?? [])])}
            className="sr-only"
          />
        </label>
        <p className="mt-1 text-xs text-slate-600">
          {photos.length > 0 ? photos.map((photo) => photo.name).join(', ') : 'Photos of the fault or damage help us approve it sooner: JPEG, PNG or WebP.'}
        </p>
      </div>
      {needsPayout && kind === 'return' && (
        <label className="block">
          <span className="mb-1 block font-medium text-slate-900">UPI ID for your refund</span>
          <input value={upiId} onChange={(event) => setUpiId(event.target.value)} placeholder="name@bank" className={controlClasses(false, 'h-11')} />
          <span className="mt-1 block text-xs text-slate-600">You paid in cash: we send the refund here. Kept encrypted, used only for this refund.</span>
        </label>
      )}
      {problem && (
        <p role="alert" className="text-red-700">
          {problem}
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
