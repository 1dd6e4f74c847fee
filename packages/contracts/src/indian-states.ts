// India's 28 states and 8 union territories with their GST state codes, the names people still write for them, and
// the PIN code prefixes of their postal circles, so an address's state and PIN can be checked against each other.

export interface IndianState {
  /** The official name, as stored and printed. */
  name: string;
  /** The GST state code (a GSTIN's first two digits), '01'..'38' as GSTN lists them. */
  code: string;
  /** Other ways the state is written: abbreviations and old names. */
  aliases: readonly string[];
  /**
   * The first 2 or 3 digits of its PIN codes (India Post's postal circles). Generous where circles are shared or a
   * state was split (Telangana and Andhra Pradesh, Bihar and Jharkhand): refusing a real address is the worse mistake.
   */
  pins: readonly string[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const NORTH_EAST = range(790, 799);

export const INDIAN_STATES: readonly IndianState[] = [
  { name: 'Jammu and Kashmir', code: '01', aliases: ['JK', 'J&K', 'Jammu Kashmir'], pins: ['18', '19'] },
  { name: 'Himachal Pradesh', code: '02', aliases: ['HP'], pins: ['17'] },
  { name: 'Punjab', code: '03', aliases: ['PB'], pins: range(14, 16) },
  { name: 'Chandigarh', code: '04', aliases: ['CH'], pins: range(14, 16) },
  { name: 'Uttarakhand', code: '05', aliases: ['UK', 'UT', 'Uttaranchal'], pins: range(20, 28) },
  { name: 'Haryana', code: '06', aliases: ['HR'], pins: ['12', '13'] },
  {
    name: 'Delhi',
    code: '07',
    aliases: ['DL', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
    pins: ['11'],
  },
  { name: 'Rajasthan', code: '08', aliases: ['RJ'], pins: range(30, 34) },
  { name: 'Uttar Pradesh', code: '09', aliases: ['UP'], pins: range(20, 28) },
  { name: 'Bihar', code: '10', aliases: ['BR'], pins: range(80, 85) },
  { name: 'Sikkim', code: '11', aliases: ['SK'], pins: ['737'] },
  { name: 'Arunachal Pradesh', code: '12', aliases: ['AR'], pins: NORTH_EAST },
  { name: 'Nagaland', code: '13', aliases: ['NL'], pins: NORTH_EAST },
  { name: 'Manipur', code: '14', aliases: ['MN'], pins: NORTH_EAST },
  { name: 'Mizoram', code: '15', aliases: ['MZ'], pins: NORTH_EAST },
  { name: 'Tripura', code: '16', aliases: ['TR'], pins: NORTH_EAST },
  { name: 'Meghalaya', code: '17', aliases: ['ML'], pins: NORTH_EAST },
  { name: 'Assam', code: '18', aliases: ['AS'], pins: ['78', ...NORTH_EAST] },
  { name: 'West Bengal', code: '19', aliases: ['WB'], pins: range(70, 74) },
  { name: 'Jharkhand', code: '20', aliases: ['JH'], pins: range(80, 85) },
  { name: 'Odisha', code: '21', aliases: ['OD', 'OR', 'Orissa'], pins: range(75, 77) },
  { name: 'Chhattisgarh', code: '22', aliases: ['CG', 'CT', 'Chattisgarh'], pins: range(45, 49) },
  { name: 'Madhya Pradesh', code: '23', aliases: ['MP'], pins: range(45, 49) },
  { name: 'Gujarat', code: '24', aliases: ['GJ'], pins: range(36, 39) },
  // Code 25 (Daman and Diu) was merged into 26 in 2020. Diu's PIN (362520) is in Gujarat's circle.
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    code: '26',
    aliases: [
      'DN',
      'DD',
      'DNHDD',
      'Dadra and Nagar Haveli',
      'Dadra Nagar Haveli',
      'Daman and Diu',
      'Daman',
      'Diu',
      'Silvassa',
    ],
    pins: ['396', '362'],
  },
  { name: 'Maharashtra', code: '27', aliases: ['MH'], pins: range(40, 44) },
  // Code 28 was Andhra Pradesh before 2014; the state registers under 37 now.
  { name: 'Karnataka', code: '29', aliases: ['KA'], pins: range(56, 59) },
  { name: 'Goa', code: '30', aliases: ['GA'], pins: ['403'] },
  { name: 'Lakshadweep', code: '31', aliases: ['LD'], pins: ['682'] },
  { name: 'Kerala', code: '32', aliases: ['KL'], pins: range(67, 69) },
  { name: 'Tamil Nadu', code: '33', aliases: ['TN'], pins: range(60, 66) },
  // Puducherry's enclaves: Puducherry and Karaikal (605, 607, 609), Yanam (533, in Andhra), Mahe (673, in Kerala).
  { name: 'Puducherry', code: '34', aliases: ['PY', 'Pondicherry'], pins: ['605', '607', '609', '533', '673'] },
  {
    name: 'Andaman and Nicobar Islands',
    code: '35',
    aliases: ['AN', 'Andaman and Nicobar', 'Andaman Nicobar'],
    pins: ['744'],
  },
  { name: 'Telangana', code: '36', aliases: ['TS', 'TG'], pins: range(50, 53) },
  { name: 'Andhra Pradesh', code: '37', aliases: ['AP'], pins: range(50, 53) },
  { name: 'Ladakh', code: '38', aliases: ['LA'], pins: ['194'] },
];

/** The official names, in the list's order: the form's choices. */
export const INDIAN_STATE_NAMES: readonly string[] = INDIAN_STATES.map((s) => s.name);

/**
 * The key a written state is looked up by: letters only, lower case, with "and" and "&" dropped, so "Jammu & Kashmir",
 * "jammu and kashmir" and "JAMMU-KASHMIR" meet. The API's invoice SQL computes the same key, keep the two alike.
 */
export function stateKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/\band\b/g, ' ')
    .replace(/[^a-z]/g, '');
}

/** Every key a state is recognised by, to its official name. */
export const STATE_BY_KEY: Readonly<Record<string, string>> = Object.fromEntries(
  INDIAN_STATES.flatMap((s) => [s.name, ...s.aliases].map((alias) => [stateKey(alias), s.name])),
);

/** The official name of a state as written in an address or the configuration; null when it is none we know. */
export function canonicalState(text: string): string | null {
  return STATE_BY_KEY[stateKey(text)] ?? null;
}

/** The GST state code of an official name; null for anything else. */
export function stateCode(name: string): string | null {
  return INDIAN_STATES.find((s) => s.name === name)?.code ?? null;
}

/** PINs 90-99 are the Army Postal Service's: a soldier's address is in no state's circle, and is accepted in any. */
const ARMY_POSTAL_SERVICE = /^9/;

/** Whether a 6-digit PIN may belong to the state of this official name (true for a name not on the list). */
export function pinFitsState(pin: string, name: string): boolean {
  const state = INDIAN_STATES.find((s) => s.name === name);
  if (!state || ARMY_POSTAL_SERVICE.test(pin)) return true;
  return state.pins.some((prefix) => pin.startsWith(prefix));
}
