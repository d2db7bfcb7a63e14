/**
 * The server answers a rejected application with 400 { message }: its validation messages joined by
 * "; ". A message that names its field in words ("Please enter a valid PAN …") comes as it is; one
 * that does not gets the field's path in front ("personalInfo.phone: Please enter a valid 10-digit …").
 */

export interface ServerFieldError {
  /** A form path, as react-hook-form names it ("personalInfo.address.pincode"). */
  field: string;
  message: string;
}

export interface ParsedServerMessage {
  /** The parts that could be placed under one of the fields, one per field. */
  fieldErrors: ServerFieldError[];
  /** Every part, without its path prefix: what the toast shows. */
  summary: string;
}

/** Words of Zod's stock messages, which name no field (the server ignores them the same way). */
const GENERIC_WORDS = new Set(['number', 'string', 'object', 'array', 'boolean', 'input', 'option']);

/** "financialInfo.panNumber" → pan; "specificDetails.loanAmount" → loan, amount. */
function fieldWords(path: string): string[] {
  return (path.split('.').at(-1) ?? '')
    .split(/(?=[A-Z])|[^A-Za-z]/)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word));
}

/**
 * The field an unprefixed message is about: the one whose name shares the most words with it
 * ("Please choose vehicle type" → vehicleType over employmentType). A tie places it nowhere.
 */
function namedField(message: string, fields: readonly string[]): string | undefined {
  const scored = fields
    .map((field) => ({ field, score: fieldWords(field).filter((word) => new RegExp(`\\b${word}`, 'i').test(message)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  return best && (!next || next.score < best.score) ? best.field : undefined;
}

export function parseServerMessage(message: string, fields: readonly string[]): ParsedServerMessage {
  const fieldErrors: ServerFieldError[] = [];
  const texts: string[] = [];
  for (const part of message.split('; ').map((p) => p.trim()).filter(Boolean)) {
    const prefixed = /^([\w.]+): (.+)$/.exec(part);
    const text = prefixed?.[2] ?? part;
    texts.push(text);
    const field = prefixed ? fields.find((f) => f === prefixed[1]) : namedField(part, fields);
    if (field && !fieldErrors.some((e) => e.field === field)) fieldErrors.push({ field, message: text });
  }
  return { fieldErrors, summary: texts.join('. ') };
}
