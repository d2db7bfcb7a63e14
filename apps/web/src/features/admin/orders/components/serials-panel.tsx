import { zodResolver } from '@hookform/resolvers/zod';
import { SERIAL_MESSAGES, serialNumberSchema, serialsRefusal, type AdminOrder, type OrderItem } from '@store/shared';
import { useRef, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { AlertIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { SERIAL_TEXTS, useRecordSerials } from '../api/record-serials';

/** The boxes of each serialised line, in the order's order; a duplicate is refused here, as the server would. */
const serialsFormSchema = z
  .object({ lines: z.array(z.object({ serials: z.array(z.string().trim().min(1, SERIAL_TEXTS.missing).pipe(serialNumberSchema)) })) })
  .superRefine(({ lines }, context) => {
    const seen = new Set<string>();
    lines.forEach(({ serials }, line) =>
      serials.forEach((serial, unit) => {
        if (seen.has(serial)) context.addIssue({ code: 'custom', path: ['lines', line, 'serials', unit], message: SERIAL_MESSAGES.twice(serial) });
        seen.add(serial);
      }),
    );
  });
type SerialsFormInput = z.input<typeof serialsFormSchema>;
type SerialsFormOutput = z.output<typeof serialsFormSchema>;

const unitsOf = (item: OrderItem) => item.quantity - item.cancelledQuantity;

/** One box per unit still sold, holding its serial as recorded. */
const formValuesOf = (lines: OrderItem[]): SerialsFormInput => ({
  lines: lines.map((item) => ({ serials: Array.from({ length: unitsOf(item) }, (_, unit) => item.serials[unit] ?? '') })),
});

/**
 * The serial number of each unit of a serialised line (laptops), recorded before the parcel leaves:
 * typed, or scanned from the unit's label. Read-only once the goods have left or the order is cancelled.
 */
export function SerialsPanel({ order }: { order: AdminOrder }) {
  const lines = order.items.filter((item) => item.serialised);
  const left = order.status === 'shipped' || order.status === 'delivered' || order.status === 'cancelled';
  const waiting = serialsRefusal(order.items);

  if (left)
    return (
      <div className="space-y-3 text-sm" data-testid="serials">
        {order.status !== 'cancelled' && <p className="text-slate-600">{SERIAL_MESSAGES.leftAlready}.</p>}
        <dl className="space-y-3">
          {lines.map((item) => (
            <div key={item._id}>
              <dt className="font-medium text-slate-900">{item.product.name}</dt>
              <dd className="mt-0.5 font-mono text-slate-700 wrap-anywhere">{item.serials.length > 0 ? item.serials.join(', ') : 'None recorded'}</dd>
            </div>
          ))}
        </dl>
      </div>
    );

  return (
    <div className="space-y-4 text-sm" data-testid="serials">
      {waiting && (
        <p role="status" className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          <span>{waiting}.</span>
        </p>
      )}
      {/* Keyed by the units: a unit cancelled takes its box away, and the form starts again from what is recorded. */}
      <SerialsForm key={lines.map(unitsOf).join()} orderId={order._id} lines={lines} />
    </div>
  );
}

function SerialsForm({ orderId, lines }: { orderId: string; lines: OrderItem[] }) {
  const record = useRecordSerials(orderId);
  const form = useForm<SerialsFormInput, unknown, SerialsFormOutput>({ resolver: zodResolver(serialsFormSchema), defaultValues: formValuesOf(lines) });
  const { errors } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);

  /** The box holding the serial a refusal names ("… is on another order"), to show it there too. */
  const boxNamedIn = (message: string) => {
    const { lines: values } = form.getValues();
    for (const [line, { serials }] of values.entries())
      for (const [unit, typed] of serials.entries()) {
        const serial = serialNumberSchema.safeParse(typed).data;
        if (serial && (message === SERIAL_MESSAGES.soldElsewhere(serial) || message === SERIAL_MESSAGES.twice(serial)))
          return `lines.${line}.serials.${unit}` as const;
      }
    return undefined;
  };

  const submit = form.handleSubmit((values) =>
    record.mutate(
      { lines: lines.map((item, line) => ({ itemId: item._id, serials: values.lines[line]?.serials ?? [] })) },
      {
        onSuccess: (saved) => form.reset(formValuesOf(saved.items.filter((item) => item.serialised))),
        onError: (error) => {
          const message = errorMessage(error, SERIAL_TEXTS.recordFailed);
          toast.error(message);
          const box = boxNamedIn(message);
          if (box) form.setError(box, { message }, { shouldFocus: true });
        },
      },
    ),
  );

  // A barcode scanner types the label and presses Enter: that moves on to the next empty box rather
  // than sending the form, until the last box is filled.
  const onSerialKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!event.currentTarget.value.trim()) return;
    const boxes = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input[data-serial]') ?? [])];
    const here = boxes.indexOf(event.currentTarget);
    const next = [...boxes.slice(here + 1), ...boxes.slice(0, here)].find((box) => !box.value.trim());
    if (next) next.focus();
    else if (!record.isPending) void submit();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Record serial numbers" className="space-y-5">
      {lines.map((item, line) =>
        unitsOf(item) === 0 ? null : (
          <fieldset key={item._id} className="space-y-3">
            <legend className="font-medium text-slate-900">
              {item.product.name} <span className="font-normal text-slate-600">· {unitsOf(item) === 1 ? '1 unit' : `${unitsOf(item)} units`}</span>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {Array.from({ length: unitsOf(item) }, (_, unit) => (
                <TextField
                  key={unit}
                  label={`Serial number ${unit + 1}`}
                  // The legend names the product for the eye; a screen reader hears it with each box.
                  aria-label={`Serial number ${unit + 1} of ${item.product.name}`}
                  data-serial=""
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  enterKeyHint="next"
                  placeholder="Scan or type"
                  error={errors.lines?.[line]?.serials?.[unit]?.message}
                  onKeyDown={onSerialKeyDown}
                  {...form.register(`lines.${line}.serials.${unit}`)}
                />
              ))}
            </div>
          </fieldset>
        ),
      )}
      <Button type="submit" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record serial numbers'}
      </Button>
    </form>
  );
}
