import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, contactSchema, type ContactInput } from '@store/shared';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ApiError, fieldErrorsOf } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { SUBJECT_LABELS, type ContactSubject } from '../subjects';
import { PrivacyNotice } from '@/components/ui/privacy-notice';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
const isContactField = (field: string): field is ContactField => (CONTACT_FIELDS as readonly string[]).includes(field);

// The empty choice is the select's "Choose a subject" placeholder; the schema rejects it with its message.
const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '' as ContactSubject, message: '' };

/**
 * The contact form (SPEC §5): name, email, subject and message required, phone optional, checked by
 * the same shared schema the server uses. Success shows the SPEC toast and clears the form; a
 * validation answer from the server goes under its field; any other failure shows the failure toast.
 */
export function ContactForm({ initialSubject }: { initialSubject?: ContactSubject }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...EMPTY, subject: initialSubject ?? EMPTY.subject },
  });
  const send = useSendContactMessage();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeId = useId();

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await send.mutateAsync(values);
      toast.success(CONTACT_MESSAGES.sent);
      reset(EMPTY);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      // Under their fields when every problem has one of the form's fields; else the failure toast.
      if (fieldErrors.length > 0 && fieldErrors.every(({ field }) => isContactField(field))) {
        fieldErrors.forEach(({ field, message }, index) => setError(field as ContactField, { type: 'server', message }, { shouldFocus: index === 0 }));
        return;
      }
      toast.error(CONTACT_MESSAGES.failed);
      // Too many messages: the server's answer says when to try again, which the toast cannot.
      if (error instanceof ApiError && error.status === 429) setNotice(error.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={notice ? noticeId : undefined} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full name" error={errors.name} required>
          {(props) => <input {...props} {...register('name')} type="text" autoComplete="name" className={inputClass(errors.name)} />}
        </Field>
        <Field label="Email" error={errors.email} required>
          {(props) => <input {...props} {...register('email')} type="email" autoComplete="email" inputMode="email" className={inputClass(errors.email)} />}
        </Field>
        <Field label="Phone" hint="Optional. We call only if you would like us to." error={errors.phone}>
          {(props) => <input {...props} {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" className={inputClass(errors.phone)} />}
        </Field>
        <Field label="Subject" error={errors.subject} required>
          {(props) => (
            <select {...props} {...register('subject')} className={inputClass(errors.subject)}>
              <option value="">Choose a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {SUBJECT_LABELS[subject]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" error={errors.message} required>
        {(props) => <textarea {...props} {...register('message')} rows={5} className={`${inputClass(errors.message)} h-auto py-2.5`} />}
      </Field>

      <PrivacyNotice purpose="contact" />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">required</span> are required. We reply within one working day.
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:min-w-44">
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
      {notice && (
        <p id={noticeId} role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
    </form>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

function Field({
  label,
  hint,
  error,
  required = false,
  children,
}: {
  label: string;
  hint?: string;
  error?: FieldError;
  required?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">{children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}</div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

function inputClass(error?: FieldError): string {
  return `block h-11 w-full rounded-xl border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 sm:text-sm ${
    error ? 'border-red-500 focus:border-red-600 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-200'
  }`;
}
