import {
  applicationForm,
  EMPLOYMENT_TYPE_OPTIONS,
  formatRupees,
  GENDER_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  maskIdentifier,
  type Application,
  type ApplicationKind,
  type DetailField,
  type FieldOption,
  formatCount,
} from '@store/shared';

const KIND_LABEL: Record<ApplicationKind, string> = { insurance: 'Insurance', loan: 'Loan' };

/** "Health Insurance", "Personal Loan"; a type the site no longer offers is still named sensibly. */
export function applicationTitle(application: Pick<Application, 'type' | 'subType'>): string {
  const form = applicationForm(application.type, application.subType);
  if (form) return form.title;
  const subType = application.subType.replace(/_/g, ' ');
  return `${subType.charAt(0).toUpperCase()}${subType.slice(1)} ${KIND_LABEL[application.type]}`.trim();
}

const optionLabel = (options: readonly FieldOption[] | undefined, value: string) => options?.find((o) => o.value === value)?.label ?? value;

/** A detail as a person reads it: rupees grouped the Indian way, units spelt out, option labels. */
export function formatDetail(field: DetailField, value: string | number): string {
  if (field.kind === 'select') return optionLabel(field.options, String(value));
  if (field.kind === 'number' && typeof value === 'number') {
    if (field.unit === '₹') return formatRupees(value);
    return field.unit ? `${formatCount(value)} ${field.unit}` : formatCount(value);
  }
  return String(value);
}

export interface DetailRow {
  label: string;
  value: string;
}

/** Income and work: what the applicant earns and where. */
export function financialRows(application: Application): DetailRow[] {
  const { financialInfo: financial } = application;
  const rows: DetailRow[] = [
    { label: 'Monthly Income', value: formatRupees(financial.monthlyIncome) },
    { label: 'Employment Type', value: optionLabel(EMPLOYMENT_TYPE_OPTIONS, financial.employmentType) },
  ];
  if (financial.companyName) rows.push({ label: 'Company Name', value: financial.companyName });
  if (financial.workExperience !== undefined) rows.push({ label: 'Work Experience', value: `${financial.workExperience} years` });
  return rows;
}

/** PAN and Aadhaar, masked. */
export function identityRows(application: Application): DetailRow[] {
  const { financialInfo: financial } = application;
  // The server masks both; masking again costs nothing and keeps a full number off the screen regardless.
  return [
    { label: 'PAN Number', value: maskIdentifier(financial.panNumber) },
    { label: 'Aadhar Number', value: maskIdentifier(financial.aadharNumber) },
  ];
}

/** The answers to the type's own questions (coverage, loan amount…), skipping the optional ones left empty. */
export function specificRows(application: Application): DetailRow[] {
  const form = applicationForm(application.type, application.subType);
  const rows: DetailRow[] = [];
  for (const field of form?.fields ?? []) {
    const value = application.specificDetails[field.name];
    if (value === undefined || value === '') continue;
    rows.push({ label: field.label, value: formatDetail(field, value) });
  }
  return rows;
}

/** The application's own answers worth showing back: financial summary, masked identity and the type's details. */
export function detailRows(application: Application): DetailRow[] {
  return [...financialRows(application), ...identityRows(application), ...specificRows(application)];
}

/** Who applied, as they filled in the form (which may differ from the account's own details). */
export function personalRows(application: Application): DetailRow[] {
  const { personalInfo: person } = application;
  return [
    { label: 'Full Name', value: person.fullName },
    { label: 'Email', value: person.email },
    { label: 'Phone', value: person.phone },
    { label: 'Date of Birth', value: formatBirthDate(person.dateOfBirth) },
    { label: 'Gender', value: optionLabel(GENDER_OPTIONS, person.gender) },
    { label: 'Marital Status', value: optionLabel(MARITAL_STATUS_OPTIONS, person.maritalStatus) },
  ];
}

// A bare calendar day (YYYY-MM-DD): read and written in UTC, so no time zone moves it to the day before.
const birthDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const formatBirthDate = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : birthDateFormat.format(date);
};

/** "12 MG Road, Pune, Maharashtra 411001". */
export function addressText(application: Application): string {
  const { street, city, state, pincode } = application.personalInfo.address;
  return `${street}, ${city}, ${state} ${pincode}`;
}
