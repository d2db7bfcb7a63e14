/**
 * Text the database can keep. PostgreSQL stores no NUL character in text or JSON, and a lone half
 * of a UTF-16 surrogate pair is not a character at all (it cannot be written as UTF-8): such input
 * is refused, naming the field, on every route (the API checks every field of every request with
 * this one rule before its own schema sees it).
 */
// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_MESSAGES = {
  unstorable: 'contains a character that is not allowed',
} as const;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

// C0 controls, DEL and C1 controls; the second leaves out tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Whether text holds a control character (NUL, escape, backspace, the C1 codes): never part of what
 * people type, and a way to hide or rewrite what a log or a terminal shows. `lines` allows tab and
 * line breaks, for text written in a box of several lines.
 */
export const hasControlCharacters = (text: string, { lines = false }: { lines?: boolean } = {}): boolean => (lines ? CONTROL_BUT_LINES : CONTROL).test(text);

/** Where a value sits in a body: its key, and where the object or array holding it sits. */
interface Place {
  key: string;
  parent: Place | undefined;
}

const pathOf = (place: Place | undefined): string => {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path ("personalInfo.fullName", "items.0.name") of the first string in `value` (a parsed JSON
 * body, a query) that cannot be stored, keys included; undefined when all can. "" is the value itself.
 */
export function findUnstorableText(value: unknown): string | undefined {
  // A list of what is left to look at, not recursion: a 1 MB body can nest 500,000 levels deep,
  // far deeper than the call stack, and must get its 400 like any other (not a RangeError's 500).
  // Children go on in reverse, so the first one found is the first in the body; paths are only
  // spelt out for the one found: building one for every value made a deep walk four times slower.
  const pending: Array<[item: unknown, place: Place | undefined]> = [[value, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, place] = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(place);
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    for (const key of Object.keys(item).reverse()) {
      const at: Place = { key, parent: place };
      pending.push([(item as Record<string, unknown>)[key], at], [key, at]); // a key is looked at before what it holds
    }
  }
  return undefined;
}

/**
 * Text typed on several lines made one line: each line trimmed, empty ones dropped, the rest joined
 * by ", " (a street typed as "12 MG Road⏎Kothrud" becomes "12 MG Road, Kothrud"); tabs become spaces.
 */
export const joinLines = (text: string): string =>
  text
    .split(/[\r\n\u2028\u2029]+/)
    .map((line) =>
      line
        .replace(/\t/g, ' ')
        .trim()
        .replace(/\s*,+$/, ''),
    )
    .filter(Boolean)
    .join(', ');
