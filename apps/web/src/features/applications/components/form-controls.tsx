import { formatCount } from '@store/shared';
import type { DetailField } from '@store/shared';
import { formatRupees } from '@store/shared';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClasses } from '@/components/ui/form-field';
import { AlertIcon } from '@/components/ui/icons';

/** What a control needs from its field: its id, its state and the texts that describe it. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
  className: string;
}

interface FieldProps {
  label: string;
  /** "₹", "years": shown after the label, and part of the control's name. */
  unit?: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Multi-line controls take their own height. */
  multiline?: boolean;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}

/**
 * One labelled control of the application form. Every field is required unless marked optional
 * (the form says so at the top); the hint and the error are tied to the control with
 * aria-describedby, so a screen reader reads them with the field.
 */
export function Field({ label, unit, optional = false, hint, error, multiline = false, className = '', children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const suffix = [unit, optional ? 'optional' : null].filter(Boolean).join(', ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {suffix && <span className="font-normal text-slate-600"> ({suffix})</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
        'aria-required': optional ? undefined : true,
        className: controlClasses(Boolean(error), multiline ? 'min-h-24 py-2.5' : 'h-11'),
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/** "₹1,00,000 to ₹5,00,00,000", "12 to 60 months": the bounds of a number with a unit. */
export function rangeHint(field: DetailField): string | undefined {
  if (field.kind !== 'number' || !field.unit || field.min === undefined || field.max === undefined) return undefined;
  if (field.unit === '₹') return `${formatRupees(field.min)} to ${formatRupees(field.max)}`;
  return `${formatCount(field.min)} to ${formatCount(field.max)} ${field.unit}`;
}

/** A type-specific field, drawn from its definition in the shared form. */
export function DetailFieldControl({ field, registration, error }: { field: DetailField; registration: UseFormRegisterReturn; error?: string }) {
  return (
    <Field
      label={field.label}
      unit={field.unit}
      optional={!field.required}
      hint={field.hint ?? rangeHint(field)}
      error={error}
      multiline={field.kind === 'textarea'}
      className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}
    >
      {(props) =>
        field.kind === 'select' ? (
          <select {...props} {...registration}>
            <option value="">Select {field.label.toLowerCase()}</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : field.kind === 'textarea' ? (
          <textarea {...props} {...registration} rows={3} />
        ) : field.kind === 'number' ? (
          // Text, not type=number: amounts may be typed with commas (5,00,000), which the schema accepts.
          <input {...props} {...registration} type="text" inputMode="decimal" autoComplete="off" />
        ) : (
          <input {...props} {...registration} type="text" autoComplete="off" />
        )
      }
    </Field>
  );
}

/**
 * One part of the form (Personal Information, Address…): a group named by its legend, which holds
 * the section's heading. The card is drawn by a wrapper: a bordered fieldset would draw its legend
 * across the border.
 */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <fieldset className="min-w-0">
        <legend className="w-full">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        </legend>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
      </fieldset>
    </div>
  );
}
