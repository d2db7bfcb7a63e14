import { z } from 'zod';
import { idParamsSchema } from './ids';
import { AUTH_MESSAGES, emailSchema, nameSchema, phoneSchema, PIN_CODE } from './auth';
import { formatCount } from './money';

/**
 * Insurance and loan applications (SPEC §2 application forms, §3 Application, §5). The form fields
 * of every type are described here once: the web app draws its forms from them and the server
 * validates with the schemas built from them.
 */

export const APPLICATION_KINDS = ['insurance', 'loan'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
export const INSURANCE_TYPES = ['health', 'vehicle', 'life'] as const;
export const LOAN_TYPES = ['personal', 'home', 'business', 'gold', 'secured', 'unsecured'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export type LoanType = (typeof LOAN_TYPES)[number];
export const APPLICATION_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where an application may go from each status: into review, then a decision, which is final. */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  pending: ['under_review'],
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};
export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean => APPLICATION_TRANSITIONS[from].includes(to);

export const APPLICATION_MESSAGES = {
  loginToSubmit: 'Please login to submit your application',
  submitted: {
    insurance: 'Insurance application submitted successfully!',
    loan: 'Loan application submitted successfully!',
  },
  failed: 'Failed to submit application',
  invalidType: { insurance: 'Invalid Insurance Type', loan: 'Invalid Loan Type' },
  tooMany: 'You have submitted several applications in a short time. Please try again later.',
  notFound: 'Application not found',
  illegalMove: (from: ApplicationStatus, to: ApplicationStatus) => `An application that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`,
  nothingToChange: 'Nothing to change: send a status or notes',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  applicantAge: 'Please check the date of birth: the applicant must be between 18 and 100 years old',
  panRequired: 'PAN number is required',
  panInvalid: 'Please enter a valid PAN (for example ABCDE1234F)',
  aadharRequired: 'Aadhar number is required',
  aadharInvalid: 'Please enter a valid 12-digit Aadhar number',
  pincodeRequired: 'PIN code is required',
} as const;

/** A select option: the label shown and the value sent. */
export interface FieldOption {
  label: string;
  value: string;
}

/** SPEC §3: option values are the label lower-cased, with the first space replaced by an underscore. */
export const optionValue = (label: string): string => label.toLowerCase().replace(' ', '_');
const options = (...labels: string[]): FieldOption[] => labels.map((label) => ({ label, value: optionValue(label) }));

export const GENDER_OPTIONS = options('Male', 'Female', 'Other');
export const MARITAL_STATUS_OPTIONS = options('Single', 'Married', 'Divorced', 'Widowed');
export const EMPLOYMENT_TYPE_OPTIONS = options('Salaried', 'Self-employed', 'Business', 'Freelancer', 'Retired', 'Unemployed');

/** One field of the type-specific section of a form. */
export interface DetailField {
  name: string;
  label: string;
  kind: 'number' | 'text' | 'textarea' | 'select';
  required: boolean;
  options?: FieldOption[];
  /** Bounds of a number field, inclusive. */
  min?: number;
  max?: number;
  /** Shown beside the label: "₹", "years", "months", "grams". */
  unit?: string;
  /** A short help text under the field. */
  hint?: string;
}

export interface ApplicationFormDefinition {
  kind: ApplicationKind;
  type: string;
  /** "Health Insurance", "Personal Loan". */
  title: string;
  /** One line under the title. */
  summary: string;
  /** Heading of the type-specific section. */
  detailsTitle: string;
  fields: DetailField[];
}

const CRORE = 10_000_000;
const rupees = (name: string, label: string, min: number, max: number, hint?: string): DetailField => ({
  name,
  label,
  kind: 'number',
  required: true,
  unit: '₹',
  min,
  max,
  hint,
});
const loanTenure = (unit: 'months' | 'years', min: number, max: number): DetailField => ({
  name: 'loanTenure',
  label: 'Loan Tenure',
  kind: 'number',
  required: true,
  unit,
  min,
  max,
});
const text = (name: string, label: string, required = true): DetailField => ({ name, label, kind: 'text', required });
const textarea = (name: string, label: string, required = false): DetailField => ({ name, label, kind: 'textarea', required });
const select = (name: string, label: string, labels: string[], required = true): DetailField => ({
  name,
  label,
  kind: 'select',
  required,
  options: options(...labels),
});

export const INSURANCE_FORMS: Record<InsuranceType, ApplicationFormDefinition> = {
  health: {
    kind: 'insurance',
    type: 'health',
    title: 'Health Insurance',
    summary: 'Cashless treatment at network hospitals for you and your family.',
    detailsTitle: 'Health Insurance Details',
    fields: [
      rupees('coverageAmount', 'Coverage Amount', 100_000, 5 * CRORE),
      { name: 'familyMembers', label: 'Family Members to Cover', kind: 'number', required: true, min: 1, max: 12 },
      textarea('medicalHistory', 'Medical History'),
      textarea('existingConditions', 'Existing Conditions'),
    ],
  },
  vehicle: {
    kind: 'insurance',
    type: 'vehicle',
    title: 'Vehicle Insurance',
    summary: 'Comprehensive and third-party cover for cars, two-wheelers and commercial vehicles.',
    detailsTitle: 'Vehicle Details',
    fields: [
      select('vehicleType', 'Vehicle Type', ['Car', 'Motorcycle', 'Commercial Vehicle']),
      text('vehicleMake', 'Vehicle Make'),
      text('vehicleModel', 'Vehicle Model'),
      { ...text('registrationNumber', 'Registration Number'), hint: 'As on the RC, for example MH12AB1234' },
      { name: 'manufacturingYear', label: 'Manufacturing Year', kind: 'number', required: true, min: 1980, max: 2100 },
      rupees('vehicleValue', 'Vehicle Value', 10_000, 5 * CRORE),
    ],
  },
  life: {
    kind: 'insurance',
    type: 'life',
    title: 'Life Insurance',
    summary: 'Term cover up to ₹10 Crore to secure your family’s future.',
    detailsTitle: 'Life Insurance Details',
    fields: [
      rupees('coverageAmount', 'Coverage Amount', 500_000, 10 * CRORE, 'Up to ₹10 Crore'),
      { name: 'policyTerm', label: 'Policy Term', kind: 'number', required: true, unit: 'years', min: 5, max: 40 },
      text('beneficiaryName', 'Beneficiary Name'),
      text('beneficiaryRelation', 'Relation with Beneficiary'),
      select('smokingHabits', 'Smoking Habits', ['Non-smoker', 'Occasional smoker', 'Regular smoker']),
      textarea('healthConditions', 'Health Conditions'),
    ],
  },
};

export const LOAN_FORMS: Record<LoanType, ApplicationFormDefinition> = {
  personal: {
    kind: 'loan',
    type: 'personal',
    title: 'Personal Loan',
    summary: 'Funds for any need, repaid over 12 to 60 months.',
    detailsTitle: 'Loan Details',
    fields: [
      rupees('loanAmount', 'Loan Amount', 10_000, 5_000_000),
      loanTenure('months', 12, 60),
      select('purpose', 'Purpose', ['Medical Emergency', 'Education', 'Travel', 'Wedding', 'Home Renovation', 'Debt Consolidation', 'Other']),
      textarea('existingLoans', 'Existing Loans'),
    ],
  },
  home: {
    kind: 'loan',
    type: 'home',
    title: 'Home Loan',
    summary: 'Buy or build your home, with tenures up to 30 years.',
    detailsTitle: 'Loan Details',
    fields: [
      rupees('loanAmount', 'Loan Amount', 100_000, 20 * CRORE),
      loanTenure('years', 1, 30),
      select('propertyType', 'Property Type', ['Apartment', 'Independent House', 'Villa', 'Plot']),
      rupees('propertyValue', 'Property Value', 100_000, 50 * CRORE),
      text('propertyLocation', 'Property Location'),
      rupees('downPayment', 'Down Payment', 0, 50 * CRORE),
    ],
  },
  business: {
    kind: 'loan',
    type: 'business',
    title: 'Business Loan',
    summary: 'Working capital and expansion finance for your business.',
    detailsTitle: 'Loan Details',
    fields: [
      rupees('loanAmount', 'Loan Amount', 50_000, 10 * CRORE),
      loanTenure('years', 1, 15),
      select('businessType', 'Business Type', ['Manufacturing', 'Trading', 'Service', 'Retail', 'Agriculture', 'Other']),
      { name: 'businessAge', label: 'Business Age', kind: 'number', required: true, unit: 'years', min: 0, max: 100 },
      rupees('annualTurnover', 'Annual Turnover', 0, 1000 * CRORE),
      textarea('loanPurpose', 'Loan Purpose', true),
    ],
  },
  gold: {
    kind: 'loan',
    type: 'gold',
    title: 'Gold Loan',
    summary: 'Quick funds against your gold ornaments.',
    detailsTitle: 'Loan Details',
    fields: [
      rupees('loanAmount', 'Loan Amount', 5_000, CRORE),
      loanTenure('months', 3, 36),
      { name: 'goldWeight', label: 'Gold Weight', kind: 'number', required: true, unit: 'grams', min: 1, max: 10_000 },
      select('goldPurity', 'Gold Purity', ['18K', '20K', '22K', '24K']),
      text('ornamentType', 'Ornament Type'),
    ],
  },
  secured: {
    kind: 'loan',
    type: 'secured',
    title: 'Secured Loan',
    summary: 'Lower rates against property, deposits, securities or a vehicle.',
    detailsTitle: 'Loan Details',
    fields: [
      rupees('loanAmount', 'Loan Amount', 50_000, 10 * CRORE),
      loanTenure('years', 1, 20),
      select('collateralType', 'Collateral Type', ['Property', 'Fixed Deposit', 'Securities', 'Vehicle', 'Other']),
      rupees('collateralValue', 'Collateral Value', 10_000, 50 * CRORE),
      textarea('loanPurpose', 'Loan Purpose', true),
    ],
  },
  unsecured: {
    kind: 'loan',
    type: 'unsecured',
    title: 'Unsecured Loan',
    summary: 'No collateral needed: approval on your income and credit history.',
    detailsTitle: 'Loan Details',
    fields: [
      rupees('loanAmount', 'Loan Amount', 10_000, 5_000_000),
      loanTenure('years', 1, 5),
      { name: 'creditScore', label: 'Credit Score', kind: 'number', required: false, min: 300, max: 900, hint: 'CIBIL score, if you know it' },
      select('loanPurpose', 'Loan Purpose', ['Education', 'Medical', 'Travel', 'Wedding', 'Business', 'Other']),
      textarea('existingDebts', 'Existing Debts'),
    ],
  },
};

/** The form of a route's type, or undefined for a type that does not exist ('Invalid … Type'). */
export function applicationForm(kind: ApplicationKind, type: string): ApplicationFormDefinition | undefined {
  const forms: Record<string, ApplicationFormDefinition> = kind === 'insurance' ? INSURANCE_FORMS : LOAN_FORMS;
  return Object.hasOwn(forms, type) ? forms[type] : undefined;
}

const required = (label: string) => `${label} is required`;

function boundedNumber(field: DetailField) {
  let number = z.number({
    error: (issue) => (issue.input === undefined ? required(field.label) : `${field.label} must be a number`),
  });
  if (field.min !== undefined) number = number.min(field.min, `${field.label} must be at least ${formatCount(field.min)}`);
  if (field.max !== undefined) number = number.max(field.max, `${field.label} must be at most ${formatCount(field.max)}`);
  return number;
}

/** A number typed in a form ("6,50,000") or sent as JSON; '' counts as not given. */
const fromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/,/g, '').trim();
  return digits === '' ? undefined : Number(digits);
};
const requiredNumber = (field: DetailField) => z.preprocess(fromText, boundedNumber(field));
const optionalNumber = (field: DetailField) => z.preprocess(fromText, boundedNumber(field).optional());

function fieldSchema(field: DetailField) {
  if (field.kind === 'number') return field.required ? requiredNumber(field) : optionalNumber(field);
  if (field.kind === 'select') {
    const values = field.options!.map((o) => o.value) as [string, ...string[]];
    const choice = z.enum(values, { error: `Please choose ${field.label.toLowerCase()}` });
    return field.required ? choice : z.preprocess((v) => (v === '' ? undefined : v), choice.optional());
  }
  const max = field.kind === 'textarea' ? 2000 : 200;
  const value = z
    .string({ error: required(field.label) })
    .trim()
    .max(max, `${field.label} must be at most ${max} characters long`);
  return field.required ? value.min(1, required(field.label)) : value.optional().default('');
}

/** The specificDetails schema of one form: its fields and nothing else. */
export function specificDetailsSchema(form: ApplicationFormDefinition) {
  return z.strictObject(Object.fromEntries(form.fields.map((field) => [field.name, fieldSchema(field)])), {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field in specific details: ${issue.keys.join(', ')}` : undefined),
  });
}

/** PAN: five letters, four digits, a letter (ABCDE1234F); typed in any case. */
export const PAN_NUMBER = /^[A-Z]{5}\d{4}[A-Z]$/;
/** Aadhaar: 12 digits, the first not 0 or 1; typed with or without spaces. */
export const AADHAR_NUMBER = /^[2-9]\d{11}$/;

const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

/** YYYY-MM-DD, a real date, an applicant of 18 to 100 on `today`. */
export const dateOfBirthSchema = z
  .string({ error: APPLICATION_MESSAGES.dateOfBirthRequired })
  .trim()
  .min(1, APPLICATION_MESSAGES.dateOfBirthRequired)
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(new Date(`${value}T00:00:00Z`)) === value, APPLICATION_MESSAGES.dateOfBirthInvalid)
  .refine((value) => {
    const today = new Date();
    const birth = new Date(`${value}T00:00:00Z`);
    const age = today.getUTCFullYear() - birth.getUTCFullYear() - (toIsoDate(today).slice(5) < value.slice(5) ? 1 : 0);
    return age >= 18 && age <= 100;
  }, APPLICATION_MESSAGES.applicantAge);

const addressPart = (label: string, max: number) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `${label} must be at most ${max} characters long`);

export const personalInfoSchema = z.object({
  fullName: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  dateOfBirth: dateOfBirthSchema,
  gender: z.enum(GENDER_OPTIONS.map((o) => o.value) as [string, ...string[]], { error: 'Please choose a gender' }),
  maritalStatus: z.enum(MARITAL_STATUS_OPTIONS.map((o) => o.value) as [string, ...string[]], { error: 'Please choose a marital status' }),
  address: z.object({
    street: addressPart('Street address', 300),
    city: addressPart('City', 100),
    state: addressPart('State', 100),
    pincode: z
      .string({ error: APPLICATION_MESSAGES.pincodeRequired })
      .trim()
      .min(1, APPLICATION_MESSAGES.pincodeRequired)
      .regex(PIN_CODE, AUTH_MESSAGES.pincodeInvalid),
  }),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const financialInfoSchema = z.object({
  monthlyIncome: requiredNumber({ name: 'monthlyIncome', label: 'Monthly income', kind: 'number', required: true, min: 0, max: 100 * CRORE }),
  employmentType: z.enum(EMPLOYMENT_TYPE_OPTIONS.map((o) => o.value) as [string, ...string[]], {
    error: 'Please choose an employment type',
  }),
  companyName: z.string().trim().max(200, 'Company name must be at most 200 characters long').optional().default(''),
  workExperience: optionalNumber({ name: 'workExperience', label: 'Work experience', kind: 'number', required: false, min: 0, max: 60 }),
  panNumber: z
    .string({ error: APPLICATION_MESSAGES.panRequired })
    .transform((pan) => pan.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().min(1, APPLICATION_MESSAGES.panRequired).regex(PAN_NUMBER, APPLICATION_MESSAGES.panInvalid)),
  aadharNumber: z
    .string({ error: APPLICATION_MESSAGES.aadharRequired })
    .transform((aadhar) => aadhar.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, APPLICATION_MESSAGES.aadharRequired).regex(AADHAR_NUMBER, APPLICATION_MESSAGES.aadharInvalid)),
});
export type FinancialInfo = z.infer<typeof financialInfoSchema>;

/**
 * POST /api/applications. subType must be a type of the kind, and specificDetails that type's
 * fields; the message names the first problem.
 */
export const applicationRequestSchema = z
  .object({
    type: z.enum(APPLICATION_KINDS, { error: 'Type must be insurance or loan' }),
    subType: z.string({ error: 'subType is required' }).max(40),
    personalInfo: personalInfoSchema,
    financialInfo: financialInfoSchema,
    specificDetails: z.record(z.string(), z.unknown(), { error: 'specificDetails is required' }),
  })
  .transform((request, ctx) => {
    const form = applicationForm(request.type, request.subType);
    if (!form) {
      ctx.addIssue({ code: 'custom', path: ['subType'], message: APPLICATION_MESSAGES.invalidType[request.type] });
      return z.NEVER;
    }
    const details = specificDetailsSchema(form).safeParse(request.specificDetails);
    if (!details.success) {
      for (const issue of details.error.issues) ctx.addIssue({ ...issue, path: ['specificDetails', ...issue.path] } as never);
      return z.NEVER;
    }
    return { ...request, specificDetails: details.data as Record<string, string | number> };
  });
export type ApplicationRequest = z.input<typeof applicationRequestSchema>;
export type ValidApplicationRequest = z.output<typeof applicationRequestSchema>;

/**
 * An application as its owner sees it. PAN and Aadhaar come back masked (last four characters):
 * the full numbers are kept encrypted for the team that processes the application.
 */
export const applicationSchema = z.object({
  _id: z.string(),
  type: z.enum(APPLICATION_KINDS),
  subType: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  adminNotes: z.string(),
  personalInfo: personalInfoSchema.extend({ dateOfBirth: z.string(), email: z.string(), phone: z.string() }),
  financialInfo: z.object({
    monthlyIncome: z.number(),
    employmentType: z.string(),
    companyName: z.string(),
    workExperience: z.number().optional(),
    panNumber: z.string(),
    aadharNumber: z.string(),
  }),
  specificDetails: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Every status it has had, oldest first, with when: the customer's timeline. */
  statusHistory: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), at: z.string() })),
});
export type Application = z.infer<typeof applicationSchema>;

/** `/api/applications/:id`: unknown, malformed and other customers' ids answer alike. */
export const applicationIdParamsSchema = idParamsSchema(APPLICATION_MESSAGES.notFound);

/** "XXXXXX1234": all but the last four characters hidden. */
export const maskIdentifier = (value: string): string => 'X'.repeat(Math.max(0, value.length - 4)) + value.slice(-4);

/** financialInfo as the server keeps it: PAN and Aadhaar live only encrypted, never beside the rest. */
export type StoredFinancialInfo = Omit<FinancialInfo, 'panNumber' | 'aadharNumber'>;
