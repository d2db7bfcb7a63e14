import { useId, type ComponentProps, type ReactNode } from 'react';
import { controlClasses } from '@/components/ui/form-field';
import { AlertIcon } from '@/components/ui/icons';

/** The product form's own controls beside the shared text fields: a select with its label, hint and error. */

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  className = '',
  ...props
}: { label: string; error?: string; hint?: ReactNode; children: ReactNode } & ComponentProps<'select'>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClasses(Boolean(error), 'h-11')} {...props}>
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
