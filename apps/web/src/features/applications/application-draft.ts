import type { ApplicationFormDefinition } from '@store/shared';
import type { DraftValues } from './form-values';

/**
 * What an applicant has typed, kept for this tab (sessionStorage) while they go off to log in and
 * come back, or reload. PAN and Aadhaar are never stored: they are identity numbers, and a draft
 * outlives the page. A draft belongs to the user who typed it (or to a guest): another user signing
 * in on the same tab does not see it; a guest's draft is theirs to keep once they log in.
 */

interface StoredDraft {
  owner: string | null;
  values: DraftValues;
}

const storageKey = (form: ApplicationFormDefinition) => `application-draft:${form.kind}:${form.type}`;

/** Only strings under the names of the form, so a tampered or outdated draft cannot inject anything. */
function strings(source: unknown, names: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof source !== 'object' || source === null) return result;
  for (const name of names) {
    const value = (source as Record<string, unknown>)[name];
    if (typeof value === 'string') result[name] = value;
  }
  return result;
}

const PERSONAL = ['fullName', 'email', 'phone', 'dateOfBirth', 'gender', 'maritalStatus'] as const;
const ADDRESS = ['street', 'city', 'state', 'pincode'] as const;
/** Deliberately without panNumber and aadharNumber. */
const FINANCIAL = ['monthlyIncome', 'employmentType', 'companyName', 'workExperience'] as const;

function draftOf(form: ApplicationFormDefinition, values: unknown): DraftValues {
  const v = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
  const personal = (typeof v.personalInfo === 'object' && v.personalInfo !== null ? v.personalInfo : {}) as Record<string, unknown>;
  return {
    personalInfo: { ...strings(personal, PERSONAL), address: strings(personal.address, ADDRESS) },
    financialInfo: strings(v.financialInfo, FINANCIAL),
    specificDetails: strings(
      v.specificDetails,
      form.fields.map((field) => field.name),
    ),
  };
}

/** Keeps the texts of `values` (the form's values, whole or in part) that belong in a draft. */
export function saveDraft(form: ApplicationFormDefinition, owner: string | null, values: unknown): void {
  try {
    const stored: StoredDraft = { owner, values: draftOf(form, values) };
    sessionStorage.setItem(storageKey(form), JSON.stringify(stored));
  } catch {
    // storage blocked or full: the form still works, only without a draft
  }
}

/** The draft for this form that `owner` may see, or null. A corrupt draft is dropped. */
export function loadDraft(form: ApplicationFormDefinition, owner: string | null): DraftValues | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(storageKey(form));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft> | null;
    const draftOwner = typeof stored?.owner === 'string' ? stored.owner : null;
    if (draftOwner !== null && draftOwner !== owner) return null;
    return draftOf(form, stored?.values);
  } catch {
    clearDraft(form);
    return null;
  }
}

export function clearDraft(form: ApplicationFormDefinition): void {
  try {
    sessionStorage.removeItem(storageKey(form));
  } catch {
    // nothing stored
  }
}

/** Whether a draft holds anything the applicant typed. */
export function hasContent(draft: DraftValues | null): boolean {
  if (!draft) return false;
  const { address, ...personal } = draft.personalInfo ?? {};
  return [personal, address ?? {}, draft.financialInfo ?? {}, draft.specificDetails ?? {}].some((part) =>
    Object.values(part).some((value) => typeof value === 'string' && value.trim() !== ''),
  );
}
