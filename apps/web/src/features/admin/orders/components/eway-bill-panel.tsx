import { zodResolver } from '@hookform/resolvers/zod';
import { EWAY_BILL_MESSAGES, ewayBillRecordSchema, ewayBillRefusal, type AdminOrder } from '@store/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { AlertIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { formatIndianDateTime } from '@/lib/dates';
import { EWAY_BILL_TEXTS, useDownloadEwayBill, useRecordEwayBill } from '../api/eway-bill';

/** What the form takes: the number as typed (spaces allowed) and the validity as the browser's date-time box gives it. */
const ewayBillFormSchema = z.object({
  number: ewayBillRecordSchema.shape.number,
  validUntil: z.string().min(1, EWAY_BILL_MESSAGES.validUntilInvalid),
});
type EwayBillForm = z.input<typeof ewayBillFormSchema>;

/** "331009876543" → "3310 0987 6543", as the portal prints it. */
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The e-way bill of an order whose goods are worth more than the threshold (CGST Rule 138): Part A to
 * download for the NIC portal, and the number it gives, recorded before the parcel is booked or shipped.
 */
export function EwayBillPanel({ order }: { order: AdminOrder }) {
  const { ewayBill } = order;
  const record = useRecordEwayBill(order._id);
  const download = useDownloadEwayBill(order._id);
  const form = useForm<EwayBillForm>({ resolver: zodResolver(ewayBillFormSchema), defaultValues: { number: '', validUntil: '' } });
  const { errors } = form.formState;
  const waiting = ewayBillRefusal(ewayBill);
  const moving = order.status === 'cancelled' || order.status === 'shipped' || order.status === 'delivered';

  const onValid = ({ number, validUntil }: EwayBillForm) =>
    record.mutate(
      // The box's value is India's local time (the admin's browser): sent as an instant.
      { number: number.replace(/\s/g, ''), validUntil: new Date(validUntil).toISOString() },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          const message = errorMessage(error, EWAY_BILL_TEXTS.recordFailed);
          toast.error(message);
          form.setError(message === EWAY_BILL_MESSAGES.expired ? 'validUntil' : 'number', { message });
        },
      },
    );

  return (
    <div className="space-y-4 text-sm" data-testid="eway-bill">
      {ewayBill.number ? (
        <p className="text-slate-700">
          E-way bill <span className="font-mono font-semibold text-slate-900">{spaced(ewayBill.number)}</span>, valid until{' '}
          <time dateTime={ewayBill.validUntil ?? ''}>{formatIndianDateTime(ewayBill.validUntil ?? '')}</time>.
        </p>
      ) : null}
      {waiting && !moving && (
        <p role="status" className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          <span>
            {waiting === EWAY_BILL_MESSAGES.required
              ? 'No e-way bill yet: download Part A, upload it on ewaybillgst.gov.in (Bulk generation), and record the number the portal gives. The courier is booked only then.'
              : `${waiting}.`}
          </span>
        </p>
      )}
      {!moving && (
        <>
          <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? 'Preparing…' : 'Download Part A for the portal'}
          </Button>
          <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Record e-way bill" className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="E-way bill number"
              inputMode="numeric"
              autoComplete="off"
              placeholder="3310 0987 6543"
              maxLength={14}
              required
              error={errors.number?.message}
              {...form.register('number')}
            />
            <TextField label="Valid until" type="datetime-local" required error={errors.validUntil?.message} {...form.register('validUntil')} />
            <div className="sm:col-span-2">
              <Button type="submit" disabled={record.isPending}>
                {record.isPending ? 'Recording…' : ewayBill.number ? 'Replace e-way bill' : 'Record e-way bill'}
              </Button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
