export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const isField = (value: string): value is ContactField => (CONTACT_FIELDS as readonly string[]).includes(value);

/**
 * The server answers a rejected form with 400 { message }, its validation messages joined by "; ".
 * A message names its field ("Please enter a valid email address") or is prefixed with it
 * ("phone: Please enter a valid 10-digit Indian mobile number"). Returns one error per field, or
 * nothing when any part cannot be placed under a field (the form then shows the failure toast).
 */
export function fieldErrorsFromServer(message: string): { field: ContactField; message: string }[] {
  const errors: { field: ContactField; message: string }[] = [];
  for (const part of message.split('; ').map((p) => p.trim()).filter(Boolean)) {
    const prefixed = /^([a-z]+): (.+)$/i.exec(part);
    if (prefixed?.[1] && prefixed[2] && isField(prefixed[1])) {
      errors.push({ field: prefixed[1], message: prefixed[2] });
      continue;
    }
    const named = CONTACT_FIELDS.find((field) => new RegExp(`\\b${field}\\b`, 'i').test(part));
    if (!named) return [];
    errors.push({ field: named, message: part });
  }
  return errors.filter((error, index) => errors.findIndex((e) => e.field === error.field) === index);
}
