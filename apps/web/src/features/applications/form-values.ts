import {
  financialInfoSchema,
  personalInfoSchema,
  specificDetailsSchema,
  type ApplicationFormDefinition,
  type ApplicationRequest,
  type User,
} from '@store/shared';
import { z } from 'zod';

/**
 * What the application form holds: every control's text as typed. The shared schemas turn it into
 * the request (numbers parsed, e-mail lower-cased, phone as 10 digits, PAN upper-cased), the same
 * schemas the server checks the request with.
 */
export interface ApplicationFormValues {
  personalInfo: {
    fullName: string;
    email: string;
    phone: string;
    dateOfBirth: string;
    gender: string;
    maritalStatus: string;
    address: { street: string; city: string; state: string; pincode: string };
  };
  financialInfo: {
    monthlyIncome: string;
    employmentType: string;
    companyName: string;
    workExperience: string;
    panNumber: string;
    aadharNumber: string;
  };
  specificDetails: Record<string, string>;
}

/** The parsed form: the request without its type and subType. */
export type ApplicationFormOutput = Omit<ApplicationRequest, 'type' | 'subType'>;

/** The schema of one form: the shared personal and financial parts and the type's own fields. */
export function applicationFormSchema(form: ApplicationFormDefinition): z.ZodType<ApplicationFormOutput, ApplicationFormValues> {
  const schema = z.object({
    personalInfo: personalInfoSchema,
    financialInfo: financialInfoSchema,
    specificDetails: specificDetailsSchema(form),
  });
  // Typed as the form sees it: the shared schemas accept more than text (their number fields take
  // `unknown`, for JSON), so their inferred input is wider than the form's values and react-hook-form
  // would reject the resolver. Strings are a subset of what they accept, so the narrowing is safe.
  return schema as unknown as z.ZodType<ApplicationFormOutput, ApplicationFormValues>;
}

export function emptyValues(form: ApplicationFormDefinition): ApplicationFormValues {
  return {
    personalInfo: {
      fullName: '',
      email: '',
      phone: '',
      dateOfBirth: '',
      gender: '',
      maritalStatus: '',
      address: { street: '', city: '', state: '', pincode: '' },
    },
    financialInfo: { monthlyIncome: '', employmentType: '', companyName: '', workExperience: '', panNumber: '', aadharNumber: '' },
    specificDetails: Object.fromEntries(form.fields.map((field) => [field.name, ''])),
  };
}

/** A saved draft's shape: any of the form's texts, PAN and Aadhaar never among them. */
export type DraftValues = {
  personalInfo?: Partial<Omit<ApplicationFormValues['personalInfo'], 'address'>> & { address?: Partial<ApplicationFormValues['personalInfo']['address']> };
  financialInfo?: Partial<Omit<ApplicationFormValues['financialInfo'], 'panNumber' | 'aadharNumber'>>;
  specificDetails?: Record<string, string>;
};

/**
 * The form's first values: empty, then the signed-in user's name, contact details and address, then
 * whatever the applicant had already typed (a draft kept while they logged in), which wins.
 */
export function initialValues(form: ApplicationFormDefinition, user: User | null, draft: DraftValues | null): ApplicationFormValues {
  const values = emptyValues(form);
  if (user) {
    values.personalInfo.fullName = user.name;
    values.personalInfo.email = user.email;
    values.personalInfo.phone = user.phone;
    values.personalInfo.address = { ...user.address };
  }
  if (!draft) return values;
  const keep = <T extends object>(target: T, source: Partial<Record<keyof T, unknown>> | undefined) => {
    for (const key of Object.keys(target) as (keyof T)[]) {
      const value = source?.[key];
      if (typeof target[key] === 'string' && typeof value === 'string' && value.trim() !== '') target[key] = value as T[keyof T];
    }
  };
  const { address, ...personal } = draft.personalInfo ?? {};
  keep(values.personalInfo, personal);
  keep(values.personalInfo.address, address);
  keep(values.financialInfo, draft.financialInfo);
  keep(values.specificDetails, draft.specificDetails);
  return values;
}
