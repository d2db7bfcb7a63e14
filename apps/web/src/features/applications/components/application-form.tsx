import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_MESSAGES,
  EMPLOYMENT_TYPE_OPTIONS,
  GENDER_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  type ApplicationFormDefinition,
  type FieldOption,
  type User,
} from '@store/shared';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { get, useForm, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { InfoIcon, LockIcon } from '@/components/ui/icons';
import { ApiError, errorMessage, fieldErrorsOf, SESSION_ENDED_TOAST_ID } from '@/lib/api-client';
import { useSubmitApplication } from '../api/submit-application';
import { clearDraft, hasContent, loadDraft, saveDraft } from '../application-draft';
import { applicationFormSchema, initialValues, type ApplicationFormOutput, type ApplicationFormValues } from '../form-values';
import { DetailFieldControl, Field, FormSection } from './form-controls';
import { PrivacyNotice } from '@/components/ui/privacy-notice';

interface ApplicationFormProps {
  form: ApplicationFormDefinition;
  /** The signed-in user, or null: a guest may fill in the form but must log in to submit it. */
  user: User | null;
  /** The login page, set to come back to this form. */
  loginPath: string;
}

type FormPath = FieldPath<ApplicationFormValues>;

const FIXED_PATHS: FormPath[] = [
  'personalInfo.fullName',
  'personalInfo.email',
  'personalInfo.phone',
  'personalInfo.dateOfBirth',
  'personalInfo.gender',
  'personalInfo.maritalStatus',
  'personalInfo.address.street',
  'personalInfo.address.city',
  'personalInfo.address.state',
  'personalInfo.address.pincode',
  'financialInfo.monthlyIncome',
  'financialInfo.employmentType',
  'financialInfo.companyName',
  'financialInfo.workExperience',
  'financialInfo.panNumber',
  'financialInfo.aadharNumber',
];

/** YYYY-MM-DD of today minus `years`: the date picker's bounds for an applicant of 18 to 100. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

function Options({ placeholder, options }: { placeholder: string; options: readonly FieldOption[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/**
 * SPEC §2 application forms: Personal Information, Address, Financial Information and the type's
 * own section, checked on the client with the shared schemas the server uses. Guests may fill it
 * in; submitting sends them to log in, their typing kept in a draft (never PAN or Aadhaar).
 */
export function ApplicationForm({ form: definition, user, loginPath }: ApplicationFormProps) {
  const navigate = useNavigate();
  const owner = user?._id ?? null;
  const [draft] = useState(() => loadDraft(definition, owner));
  const [defaultValues] = useState(() => initialValues(definition, user, draft));
  const schema = useMemo(() => applicationFormSchema(definition), [definition]);
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    // Focus goes to the first invalid control on screen (see focusFirstError), not the first registered.
    shouldFocusError: false,
  });
  const formElement = useRef<HTMLFormElement>(null);
  const { errors } = form.formState;
  const detailErrors = errors.specificDetails as Record<string, { message?: string } | undefined> | undefined;
  const mutation = useSubmitApplication();
  const dateBounds = useMemo(() => ({ min: yearsAgo(100), max: yearsAgo(18) }), []);

  // Keep a draft as the applicant types, so logging in (or a reload) loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(definition, owner, values));
    return () => subscription.unsubscribe();
  }, [form, definition, owner]);

  /** Focuses the first control, in the order the applicant sees them, that `hasError` picks. */
  const focusFirstError = (hasError: (name: string) => boolean) => {
    const controls = Array.from(formElement.current?.elements ?? []) as HTMLInputElement[];
    controls.find((control) => control.name && hasError(control.name))?.focus();
  };

  const showFailure = (error: unknown) => {
    const message = errorMessage(error, APPLICATION_MESSAGES.failed);
    if (error instanceof ApiError && error.status === 401) {
      // The session has ended: the auth provider signs out and shows this same message under this id,
      // so it appears once. The button now reads 'Login to Submit'; the draft keeps the form.
      toast.error(message, { id: SESSION_ENDED_TOAST_ID });
      return;
    }
    if (error instanceof ApiError && error.status === 400) {
      const paths: string[] = [...FIXED_PATHS, ...definition.fields.map((field) => `specificDetails.${field.name}`)];
      const fieldErrors = fieldErrorsOf(error);
      const placed = fieldErrors.filter(({ field }) => paths.includes(field));
      placed.forEach(({ field, message: text }) => form.setError(field as FormPath, { type: 'server', message: text }));
      focusFirstError((name) => placed.some(({ field }) => field === name));
      toast.error(fieldErrors.map((e) => e.message).join('. ') || message);
      return;
    }
    toast.error(message);
  };

  const submit = form.handleSubmit(
    (values) =>
      mutation.mutate(
        { type: definition.kind, subType: definition.type, ...values },
        {
          onSuccess: () => {
            clearDraft(definition);
            toast.success(APPLICATION_MESSAGES.submitted[definition.kind]);
            navigate('/applications');
          },
          onError: showFailure,
        },
      ),
    (invalid) => focusFirstError((name) => Boolean(get(invalid, name))),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (user) {
      void submit(event);
      return;
    }
    // SPEC §5: a guest's submit is blocked before any check; what they typed waits for them.
    event.preventDefault();
    saveDraft(definition, null, form.getValues());
    toast.error(APPLICATION_MESSAGES.loginToSubmit);
    navigate(loginPath);
  };

  const { register } = form;
  // isSubmitting covers the check before the request, so a double click cannot send it twice.
  const busy = mutation.isPending || form.formState.isSubmitting;

  return (
    <form ref={formElement} noValidate onSubmit={onSubmit} aria-label={`${definition.title} application`} className="space-y-6">
      {!user && <GuestNotice loginPath={loginPath} />}
      {hasContent(draft) && (
        <p className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
          <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>We kept what you typed earlier. For your security we never save PAN and Aadhaar numbers, so please enter them again.</span>
        </p>
      )}
      <p className="text-sm text-slate-600">All fields are required unless marked optional.</p>

      <FormSection title="Personal Information">
        <Field label="Full Name" hint="As on your PAN card" error={errors.personalInfo?.fullName?.message}>
          {(props) => <input {...props} {...register('personalInfo.fullName')} type="text" autoComplete="name" />}
        </Field>
        <Field label="Email" error={errors.personalInfo?.email?.message}>
          {(props) => <input {...props} {...register('personalInfo.email')} type="email" inputMode="email" autoComplete="email" />}
        </Field>
        <Field label="Phone" hint="10-digit mobile number" error={errors.personalInfo?.phone?.message}>
          {(props) => <input {...props} {...register('personalInfo.phone')} type="tel" inputMode="tel" autoComplete="tel-national" />}
        </Field>
        <Field label="Date of Birth" error={errors.personalInfo?.dateOfBirth?.message}>
          {(props) => <input {...props} {...register('personalInfo.dateOfBirth')} type="date" min={dateBounds.min} max={dateBounds.max} autoComplete="bday" />}
        </Field>
        <Field label="Gender" error={errors.personalInfo?.gender?.message}>
          {(props) => (
            <select {...props} {...register('personalInfo.gender')} autoComplete="sex">
              <Options placeholder="Select gender" options={GENDER_OPTIONS} />
            </select>
          )}
        </Field>
        <Field label="Marital Status" error={errors.personalInfo?.maritalStatus?.message}>
          {(props) => (
            <select {...props} {...register('personalInfo.maritalStatus')}>
              <Options placeholder="Select marital status" options={MARITAL_STATUS_OPTIONS} />
            </select>
          )}
        </Field>
      </FormSection>

      <FormSection title="Address">
        <Field label="Street Address" multiline className="sm:col-span-2" error={errors.personalInfo?.address?.street?.message}>
          {(props) => <textarea {...props} {...register('personalInfo.address.street')} rows={2} autoComplete="street-address" />}
        </Field>
        <Field label="City" error={errors.personalInfo?.address?.city?.message}>
          {(props) => <input {...props} {...register('personalInfo.address.city')} type="text" autoComplete="address-level2" />}
        </Field>
        <Field label="State" error={errors.personalInfo?.address?.state?.message}>
          {(props) => <input {...props} {...register('personalInfo.address.state')} type="text" autoComplete="address-level1" />}
        </Field>
        <Field label="PIN Code" error={errors.personalInfo?.address?.pincode?.message}>
          {(props) => (
            <input {...props} {...register('personalInfo.address.pincode')} type="text" inputMode="numeric" maxLength={6} autoComplete="postal-code" />
          )}
        </Field>
      </FormSection>

      <FormSection
        title="Financial Information"
        description="PAN and Aadhaar travel over a secure connection, are stored encrypted, and are shown back to you only as their last four characters."
      >
        <Field
          label="Monthly Income"
          unit="₹"
          hint="Take-home pay, or average monthly profit if self-employed"
          error={errors.financialInfo?.monthlyIncome?.message}
        >
          {(props) => <input {...props} {...register('financialInfo.monthlyIncome')} type="text" inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field label="Employment Type" error={errors.financialInfo?.employmentType?.message}>
          {(props) => (
            <select {...props} {...register('financialInfo.employmentType')}>
              <Options placeholder="Select employment type" options={EMPLOYMENT_TYPE_OPTIONS} />
            </select>
          )}
        </Field>
        <Field label="Company Name" optional error={errors.financialInfo?.companyName?.message}>
          {(props) => <input {...props} {...register('financialInfo.companyName')} type="text" autoComplete="organization" />}
        </Field>
        <Field label="Work Experience" unit="years" optional error={errors.financialInfo?.workExperience?.message}>
          {(props) => <input {...props} {...register('financialInfo.workExperience')} type="text" inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field label="PAN Number" hint="10 characters, for example ABCDE1234F" error={errors.financialInfo?.panNumber?.message}>
          {(props) => (
            <input
              {...props}
              {...register('financialInfo.panNumber')}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${props.className} uppercase placeholder:normal-case`}
            />
          )}
        </Field>
        <Field label="Aadhar Number" hint="12 digits, as on your Aadhaar card" error={errors.financialInfo?.aadharNumber?.message}>
          {(props) => <input {...props} {...register('financialInfo.aadharNumber')} type="text" inputMode="numeric" maxLength={14} autoComplete="off" />}
        </Field>
      </FormSection>

      <FormSection title={definition.detailsTitle}>
        {definition.fields.map((field) => (
          <DetailFieldControl
            key={field.name}
            field={field}
            registration={register(`specificDetails.${field.name}`)}
            error={detailErrors?.[field.name]?.message}
          />
        ))}
      </FormSection>

      <PrivacyNotice purpose="applications" />

      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-sm text-slate-600">
          By submitting, you agree that we may share these details with our partner {definition.kind === 'insurance' ? 'insurers' : 'lenders'} to get you{' '}
          {definition.kind === 'insurance' ? 'quotes' : 'offers'}. See our{' '}
          <Link to="/privacy" className="font-semibold text-brand-700 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={busy} className="w-full shrink-0 sm:w-auto sm:min-w-48">
          {!user && !busy && <LockIcon className="size-5" />}
          {busy ? 'Submitting...' : user ? 'Submit Application' : 'Login to Submit'}
        </Button>
      </div>
    </form>
  );
}

function GuestNotice({ loginPath }: { loginPath: string }) {
  const linkClass = 'font-semibold text-amber-950 underline underline-offset-2 hover:text-amber-800';
  return (
    <div className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <LockIcon className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div>
        <p className="font-semibold">Login required to submit</p>
        <p className="mt-1">
          You can fill in this form now, but you need to{' '}
          <Link to={loginPath} className={linkClass}>
            log in
          </Link>{' '}
          or{' '}
          <Link to="/register" className={linkClass}>
            register
          </Link>{' '}
          to submit it. What you type is kept while you log in, except your PAN and Aadhaar numbers.
        </p>
      </div>
    </div>
  );
}
