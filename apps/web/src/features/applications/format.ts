import {
  applicationForm,
  EMPLOYMENT_TYPE_OPTIONS,
  formatRupees,
  maskIdentifier,
  type Application,
  type ApplicationKind,
  type DetailField,
  type FieldOption,
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
    return field.unit ? `${value.toLocaleString('en-IN')} ${field.unit}` : value.toLocaleString('en-IN');
  }
  return String(value);
}

export interface DetailRow {
  label: string;
  value: string;
}

/** The application's own answers worth showing back: financial summary and the type's details. */
export function detailRows(application: Application): DetailRow[] {
  const { financialInfo: financial } = application;
  const rows: DetailRow[] = [
    { label: 'Monthly Income', value: formatRupees(financial.monthlyIncome) },
    { label: 'Employment Type', value: optionLabel(EMPLOYMENT_TYPE_OPTIONS, financial.employmentType) },
  ];
  if (financial.companyName) rows.push({ label: 'Company Name', value: financial.companyName });
  if (financial.workExperience !== undefined) rows.push({ label: 'Work Experience', value: `${financial.workExperience} years` });
  // The server masks both; masking again costs nothing and keeps a full number off the screen regardless.
  rows.push({ label: 'PAN Number', value: maskIdentifier(financial.panNumber) });
  rows.push({ label: 'Aadhar Number', value: maskIdentifier(financial.aadharNumber) });

  const form = applicationForm(application.type, application.subType);
  for (const field of form?.fields ?? []) {
    const value = application.specificDetails[field.name];
    if (value === undefined || value === '') continue;
    rows.push({ label: field.label, value: formatDetail(field, value) });
  }
  return rows;
}
