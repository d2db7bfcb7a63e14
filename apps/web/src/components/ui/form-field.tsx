import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { AlertIcon, EyeIcon, EyeOffIcon } from './icons';

/**
 * Form fields with their label, an optional hint and the error, tied to the control with
 * aria-describedby and aria-invalid. Each takes react-hook-form's `register(...)` spread (React 19
 * passes `ref` through as a prop).
 */

interface FieldOwnProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * The look of every text control. Read-only styling keys on the readonly attribute, not on
 * :read-only, which Chromium also matches for every <select>.
 */
export function controlClasses(invalid: boolean, extra = '') {
  // A width in `extra` replaces the full width: both in one class list, the stylesheet's order
  // decides, and w-full came last (a quantity select 1,000 px wide).
  const width = /(^|\s)w-/.test(extra) ? '' : 'w-full ';
  return `block ${width}rounded-xl border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-600 [&[readonly]]:shadow-none sm:text-sm ${
    invalid ? 'border-red-500 focus:border-red-600 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-200'
  } ${extra}`;
}

function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function FieldText({ hint, hintId, error, errorId }: { hint: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
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
    </>
  );
}

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

export function TextField({ label, error, hint, id, className = '', ...props }: FieldOwnProps & ComponentProps<'input'>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={labelClass}>
        {label}
      </label>
      <input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error), 'h-11')}
        {...props}
      />
      <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, id, className = '', ...props }: FieldOwnProps & ComponentProps<'textarea'>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={labelClass}>
        {label}
      </label>
      <textarea
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error), 'min-h-24 py-2.5')}
        {...props}
      />
      <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

/** A password input with a show/hide toggle; the toggle names the field, as a form may have two. */
export function PasswordField({ label, error, hint, id, className = '', ...props }: FieldOwnProps & Omit<ComponentProps<'input'>, 'type'>) {
  const ids = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={controlClasses(Boolean(error), 'h-11 pr-12')}
          autoCapitalize="none"
          spellCheck={false}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-controls={ids.controlId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-600 hover:text-slate-900"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  id,
  className = '',
  ...props
}: Omit<FieldOwnProps, 'label' | 'hint'> & { label: ReactNode } & Omit<ComponentProps<'input'>, 'type'>) {
  const ids = useFieldIds(id, undefined, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={ids.controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
          {...props}
        />
        <label htmlFor={ids.controlId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldText hint={undefined} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
