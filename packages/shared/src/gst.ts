/**
 * GST rules printed on a tax invoice (CGST Rule 46): state codes, GSTIN check, amount in words.
 */

export interface GstState {
  name: string;
  /** Two digits, as the first two characters of a GSTIN registered there. */
  code: string;
}

/**
 * Every state and union territory with its GST code (the GST portal's list, 2025). Retired codes are
 * left out: 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before 2014, now 37).
 * 97 (Other Territory) and 99 (Centre Jurisdiction) exist but are never a customer's state.
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

/**
 * What a customer types, reduced to letters and digits: lower case, dots dropped ('U.P.' → 'up'),
 * '&' and the word 'and' dropped, spaces dropped ('Tamilnadu' and 'Tamil Nadu' meet).
 */
function stateKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\./g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word !== 'and')
    .join('');
}

/** Old names, short forms and the two UTs merged into 26, by their key, to a GST code. */
const STATE_ALIASES: Record<string, string> = {
  jk: '01',
  hp: '02',
  pb: '03',
  uttaranchal: '05',
  uk: '05',
  hr: '06',
  newdelhi: '07',
  nctofdelhi: '07',
  nctdelhi: '07',
  delhinct: '07',
  nationalcapitalterritoryofdelhi: '07',
  dl: '07',
  rj: '08',
  up: '09',
  br: '10',
  wb: '19',
  jh: '20',
  orissa: '21',
  od: '21',
  cg: '22',
  chattisgarh: '22',
  mp: '23',
  gj: '24',
  dadranagarhaveli: '26',
  damandiu: '26',
  dnh: '26',
  dnhdd: '26',
  mh: '27',
  ka: '29',
  kl: '32',
  tn: '33',
  pondicherry: '34',
  py: '34',
  andamannicobar: '35',
  andamannicobarisland: '35',
  andaman: '35',
  an: '35',
  ts: '36',
  tg: '36',
  ap: '37',
};

const STATES_BY_KEY = new Map<string, GstState>([
  ...GST_STATES.map((state) => [stateKey(state.name), state] as const),
  ...Object.entries(STATE_ALIASES).map(([key, code]) => [key, GST_STATES.find((s) => s.code === code)!] as const),
]);

/** The GST state a free-text 'state' field names, tolerant of case, spacing, '&', dots and old names. */
export function gstStateOf(name: string): GstState | undefined {
  const state = STATES_BY_KEY.get(stateKey(name));
  return state && { ...state };
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_FORMAT = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character (GST portal's mod-36 scheme): weights 1, 2, 1, 2 … from the left. */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/**
 * A customer's GSTIN as the portal issues it: exact, upper case, no spaces (normalise before asking).
 * The state must be one in GST_STATES, so 97 and 99 (not a customer's) fail.
 */
export function isValidGstin(value: string): boolean {
  const match = GSTIN_FORMAT.exec(value);
  if (!match || !GST_STATES.some((state) => state.code === match[1])) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return TENS[Math.floor(n / 10)]! + (unit ? `-${ONES[unit]}` : '');
}

/** 1 ≤ n: crore, lakh, thousand, hundred; a count of crores above 99 is itself said in words. */
function inWords(n: number): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 1_00_00_000);
  if (crores) parts.push(`${inWords(crores)} Crore`);
  const lakhs = Math.floor((n % 1_00_00_000) / 1_00_000);
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((n % 1_00_000) / 1000);
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  const hundreds = Math.floor((n % 1000) / 100);
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (n % 100) parts.push(belowHundred(n % 100));
  return parts.join(' ');
}

/**
 * An amount in paise in words, Indian style, as printed on an invoice. Style: tens and units joined by
 * a hyphen ('Seventy-Nine'), no 'and' inside a number ('One Hundred Five'); 'and' only before the
 * paise, which are left out when zero: 'Rupees Ten and Fifty Paise Only', 'Rupees Zero Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`amountInWords needs whole, non-negative paise, got ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees ? inWords(rupees) : 'Zero';
  return `Rupees ${rupeeWords}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
