import { zodResolver } from '@hookform/resolvers/zod';
import { stockAdjustmentSchema, type AdminProduct, type StockAdjustment } from '@store/shared';
import { useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useAdjustStock } from '../api/adjust-stock';
import { StockBadge } from './stock-badge';

interface StockFormValues {
  change: string;
  reason: string;
}

// "+5" and "-2" as typed; blank is "not given", so the schema's own message shows.
const stockFormSchema = z.object({
  change: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/^\+/, '')) : undefined),
    stockAdjustmentSchema.shape.change,
  ),
  reason: stockAdjustmentSchema.shape.reason,
});
const resolver = zodResolver(stockFormSchema) as unknown as Resolver<StockFormValues, unknown, StockAdjustment>;

export const STOCK_MESSAGES = {
  updated: (stock: number) => `Stock is now ${stock}`,
  failed: 'Could not change the stock',
} as const;

/** Stock moves only by a change with a reason (a delivery, a breakage, a count), never set outright. */
export function StockAdjuster({ product }: { product: AdminProduct }) {
  const adjust = useAdjustStock(product._id);
  const form = useForm<StockFormValues, unknown, StockAdjustment>({ resolver, defaultValues: { change: '', reason: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (adjustment) => {
    try {
      const updated = await adjust.mutateAsync(adjustment);
      toast.success(STOCK_MESSAGES.updated(updated.stock));
      form.reset({ change: '', reason: '' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error).filter(({ field }) => field === 'change' || field === 'reason');
      if (fieldErrors.length === 0) toast.error(errorMessage(error, STOCK_MESSAGES.failed));
      fieldErrors.forEach(({ field, message }) => form.setError(field as keyof StockFormValues, { type: 'server', message }));
    }
  });

  return (
    <section aria-labelledby="stock-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="stock-heading" className="text-lg font-semibold text-slate-900">
          Stock
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
          <span>
            In stock now: <strong className="tabular-nums">{product.stock}</strong>
          </span>
          <StockBadge stock={product.stock} lowStockThreshold={product.lowStockThreshold} />
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} aria-label="Adjust stock" className="grid gap-4 px-4 py-5 xs:grid-cols-[8rem_minmax(0,1fr)] xs:items-start sm:px-6">
        <TextField
          label="Change"
          inputMode="text"
          autoComplete="off"
          placeholder="+10 or -2"
          hint="Add or take away."
          error={errors.change?.message}
          {...form.register('change')}
        />
        <TextField
          label="Reason"
          autoComplete="off"
          placeholder="e.g. Delivery from the distributor"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <Button type="submit" variant="secondary" className="xs:col-span-2 xs:justify-self-end" disabled={adjust.isPending}>
          {adjust.isPending ? 'Updating...' : 'Update stock'}
        </Button>
      </form>
    </section>
  );
}
