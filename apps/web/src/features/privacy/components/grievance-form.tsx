import { zodResolver } from '@hookform/resolvers/zod';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_CATEGORY_LABELS, grievanceSchema, type GrievanceInput, type GrievanceReceipt } from '@store/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { controlClasses, TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { formatIndianDate } from '@/lib/dates';
import { useFileGrievance } from '../api/grievances';

type GrievanceField = keyof GrievanceInput;
const FIELDS: readonly string[] = ['name', 'email', 'category', 'message'];

/**
 * A grievance to the Grievance Officer (DPDP Act 2023, s. 13): anyone may file one. The answer comes by
 * e-mail within GRIEVANCE_ANSWER_DAYS; the receipt shows the reference to quote and the date it is due by.
 */
export function GrievanceForm({ name = '', email = '' }: { name?: string; email?: string }) {
  const form = useForm<GrievanceInput>({
    resolver: zodResolver(grievanceSchema),
    defaultValues: { name, email, category: '' as GrievanceInput['category'], message: '' },
  });
  const file = useFileGrievance();
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const categoryId = useId();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const filed = await file.mutateAsync(values);
      setReceipt(filed);
      toast.success(filed.message);
      form.reset({ name: values.name, email: values.email, category: '' as GrievanceInput['category'], message: '' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error).filter(({ field }) => FIELDS.includes(field));
      if (fieldErrors.length > 0) {
        fieldErrors.forEach(({ field, message }) => form.setError(field as GrievanceField, { type: 'server', message }));
        return;
      }
      toast.error(errorMessage(error, 'Your grievance could not be sent. Please try again.'));
    }
  });

  return (
    <div className="space-y-4">
      {receipt && (
        <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900" data-testid="grievance-receipt">
          <p className="font-semibold">
            Grievance <span className="font-mono">{receipt.reference}</span> received.
          </p>
          <p>
            We have e-mailed you a copy. Our Grievance Officer will answer by e-mail by <strong>{formatIndianDate(receipt.dueAt)}</strong> at the latest.
          </p>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Your name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
          <TextField label="Your e-mail" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
        </div>
        <div>
          <label htmlFor={categoryId} className="block text-sm font-medium text-slate-800">
            What is it about?
          </label>
          <select
            id={categoryId}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${categoryId}-error` : undefined}
            className={controlClasses(Boolean(errors.category), 'mt-1.5 h-11')}
            {...form.register('category')}
          >
            <option value="">Choose one</option>
            {GRIEVANCE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {GRIEVANCE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
          {errors.category?.message && (
            <p id={`${categoryId}-error`} className="mt-1.5 text-sm text-red-700">
              {errors.category.message}
            </p>
          )}
        </div>
        <TextAreaField label="Your grievance" rows={5} error={errors.message?.message} {...form.register('message')} />
        <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-auto">
          {form.formState.isSubmitting ? 'Sending...' : 'Send to the Grievance Officer'}
        </Button>
      </form>
    </div>
  );
}
