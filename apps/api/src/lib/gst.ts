// India's GST state codes, how a free-text state in an address is recognised, and the GSTIN's format and check digit.

/** The states and union territories with their GST state codes (the first two digits of a GSTIN). */
export const GST_STATES: readonly { name: string; code: string; aliases: readonly string[] }[] = [
  { name: 'Jammu and Kashmir', code: '01', aliases: ['JK', 'J&K', 'Jammu Kashmir'] },
  { name: 'Himachal Pradesh', code: '02', aliases: ['HP'] },
  { name: 'Punjab', code: '03', aliases: ['PB'] },
  { name: 'Chandigarh', code: '04', aliases: ['CH'] },
  { name: 'Uttarakhand', code: '05', aliases: ['UK', 'UT', 'Uttaranchal'] },
  { name: 'Haryana', code: '06', aliases: ['HR'] },
  {
    name: 'Delhi',
    code: '07',
    aliases: ['DL', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
  },
  { name: 'Rajasthan', code: '08', aliases: ['RJ'] },
  { name: 'Uttar Pradesh', code: '09', aliases: ['UP'] },
  { name: 'Bihar', code: '10', aliases: ['BR'] },
  { name: 'Sikkim', code: '11', aliases: ['SK'] },
  { name: 'Arunachal Pradesh', code: '12', aliases: ['AR'] },
  { name: 'Nagaland', code: '13', aliases: ['NL'] },
  { name: 'Manipur', code: '14', aliases: ['MN'] },
  { name: 'Mizoram', code: '15', aliases: ['MZ'] },
  { name: 'Tripura', code: '16', aliases: ['TR'] },
  { name: 'Meghalaya', code: '17', aliases: ['ML'] },
  { name: 'Assam', code: '18', aliases: ['AS'] },
  { name: 'West Bengal', code: '19', aliases: ['WB'] },
  { name: 'Jharkhand', code: '20', aliases: ['JH'] },
  { name: 'Odisha', code: '21', aliases: ['OD', 'OR', 'Orissa'] },
  { name: 'Chhattisgarh', code: '22', aliases: ['CG', 'CT', 'Chattisgarh'] },
  { name: 'Madhya Pradesh', code: '23', aliases: ['MP'] },
  { name: 'Gujarat', code: '24', aliases: ['GJ'] },
  // Code 25 (Daman and Diu) was merged into 26 in 2020.
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
  },
  { name: 'Maharashtra', code: '27', aliases: ['MH'] },
  // Code 28 was Andhra Pradesh before 2014; the state registers under 37 now.
  { name: 'Karnataka', code: '29', aliases: ['KA'] },
  { name: 'Goa', code: '30', aliases: ['GA'] },
  { name: 'Lakshadweep', code: '31', aliases: ['LD'] },
  { name: 'Kerala', code: '32', aliases: ['KL'] },
  { name: 'Tamil Nadu', code: '33', aliases: ['TN'] },
  { name: 'Puducherry', code: '34', aliases: ['PY', 'Pondicherry'] },
  {
    name: 'Andaman and Nicobar Islands',
    code: '35',
    aliases: ['AN', 'Andaman and Nicobar', 'Andaman Nicobar'],
  },
  { name: 'Telangana', code: '36', aliases: ['TS', 'TG'] },
  { name: 'Andhra Pradesh', code: '37', aliases: ['AP'] },
  { name: 'Ladakh', code: '38', aliases: ['LA'] },
];

/**
 * The key a written state is looked up by: letters only, lower case, with "and" and "&" dropped, so "Jammu & Kashmir",
 * "jammu and kashmir" and "JAMMU-KASHMIR" meet. SQL computes the same key (invoice-issue.ts), keep the two alike.
 */
export function stateKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/\band\b/g, ' ')
    .replace(/[^a-z]/g, '');
}

/** Every key a state is recognised by, to its official name; the SQL of invoices reads it as one jsonb parameter. */
export const STATE_BY_KEY: Readonly<Record<string, string>> = Object.fromEntries(
  GST_STATES.flatMap((s) => [s.name, ...s.aliases].map((alias) => [stateKey(alias), s.name])),
);

/** The official name of a state written in an address or the configuration; null when it is none we know. */
export function canonicalState(text: string): string | null {
  return STATE_BY_KEY[stateKey(text)] ?? null;
}

export function stateCode(name: string): string | null {
  return GST_STATES.find((s) => s.name === name)?.code ?? null;
}

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character, from the first 14 (the GSTN's published mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [i, ch] of [...first14].entries()) {
    const product = BASE36.indexOf(ch) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not well formed, or null when it is: 2-digit state code, PAN, entity number, "Z", check character. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin))
    return 'must be 15 characters: 2-digit state code, 10-character PAN, entity number, Z, check character';
  if (!GST_STATES.some((s) => s.code === gstin.slice(0, 2)))
    return `starts with ${gstin.slice(0, 2)}, which is no state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'has a wrong check character (last character)';
  return null;
}
