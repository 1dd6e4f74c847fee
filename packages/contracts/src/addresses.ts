// Delivery addresses: the form's rules with the spec's exact messages, the lenient request body, and the answers.
import { z } from 'zod';
import { idParam } from './common.ts';
import { canonicalState, pinFitsState } from './indian-states.ts';

export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const DEFAULT_COUNTRY = 'India';
export const STREET_MAX = 20;
export const CITY_STATE_MAX = 50;
export const COUNTRY_MAX = 60;
export const ADDRESS_NAME_MAX = 60;

export const ADDRESS_MESSAGES = {
  streetRequired: 'Street address is a required field',
  streetTooLong: 'Street address must be less than 20 characters',
  cityRequired: 'City is required',
  cityDigits: 'City should not contain numbers',
  cityTooLong: 'City must be less than 50 characters',
  stateRequired: 'State is required',
  stateDigits: 'State should not contain numbers',
  stateTooLong: 'State must be less than 50 characters',
  postalRequired: 'Postal code is a required field',
  postalFormat: 'Postal code must be 6 digits',
  countryRequired: 'Country is a required field',
  countryTooLong: `Country must be less than ${COUNTRY_MAX} characters`,
  addressNameBlank: 'Address is a required field',
  addressNameTooLong: `Address name must be less than ${ADDRESS_NAME_MAX} characters`,
  addressType: 'Address type must be Home, Office or Other',
  added: 'Address added successfully!',
  addFailed: 'Failed to add address',
  defaultUpdated: 'Default address updated successfully!',
  defaultFailed: 'Failed to update default address',
  notFound: 'Address not found',
  noAddresses: 'No addresses found. Please add a delivery address to continue.',
  selectAddress: 'Please select a delivery address',
  stateNotListed: 'Please choose a state or union territory from the list',
  pinNotInState: (pin: string, state: string) =>
    `PIN code ${pin} is not in ${state}. Please check the state or the PIN code.`,
  phoneRequired: 'Mobile number is required',
  phoneFormat: 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
  updated: 'Address updated successfully!',
  updateFailed: 'Failed to update address',
  incomplete: 'This address needs a mobile number and a state from the list. Please complete it to place the order.',
  completeAddress: 'Complete this address',
} as const;

/**
 * An Indian mobile number as people write it ("+91 98765-43210", "098765 43210") to its 10 digits; null when it is
 * not one (10 digits, the first 6 to 9).
 */
export function normaliseMobile(text: string): string | null {
  let digits = text.replace(/[\s\-().]/g, '');
  if (/^\+91\d{10}$/.test(digits) || /^91\d{10}$/.test(digits)) digits = digits.slice(-10);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** An address saved before states came from a list and mobiles were asked: it must be completed before an order. */
export const addressNeedsCompletion = (a: { phone: string | null; state: string }) =>
  a.phone === null || canonicalState(a.state) !== a.state;

const M = ADDRESS_MESSAGES;
const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
const NO_DIGITS = /^[^0-9]*$/;

/** The Add New Address form's schema: every field a string, as the form holds it. */
export const addressFormSchema = z.object({
  address_name: z
    .string({ error: M.addressNameBlank })
    .optional()
    // Optional, but a value made only of spaces is a mistake the shopper should see.
    .refine((v) => v === undefined || v === '' || v.trim() !== '', { error: M.addressNameBlank })
    .transform((v) => (v === undefined || v === '' ? undefined : v.trim()))
    .pipe(z.string().max(ADDRESS_NAME_MAX, { error: M.addressNameTooLong }).optional()),
  street: required(M.streetRequired).max(STREET_MAX, { error: M.streetTooLong }),
  city: required(M.cityRequired)
    .regex(NO_DIGITS, { error: M.cityDigits })
    .max(CITY_STATE_MAX, { error: M.cityTooLong }),
  state: required(M.stateRequired)
    .regex(NO_DIGITS, { error: M.stateDigits })
    .max(CITY_STATE_MAX, { error: M.stateTooLong })
    // "orissa", "NCT of Delhi", "Jammu & Kashmir" are stored as the official name; a state not on the list is refused.
    .transform((v, ctx) => {
      const name = canonicalState(v);
      if (name === null) ctx.addIssue({ code: 'custom', message: M.stateNotListed });
      return name ?? v;
    }),
  postal_code: required(M.postalRequired).regex(/^\d{6}$/, { error: M.postalFormat }),
  country: required(M.countryRequired).max(COUNTRY_MAX, { error: M.countryTooLong }),
  address_type: z.enum(ADDRESS_TYPES, { error: M.addressType }),
  phone: required(M.phoneRequired).transform((v, ctx) => {
    const mobile = normaliseMobile(v);
    if (mobile === null) ctx.addIssue({ code: 'custom', message: M.phoneFormat });
    return mobile ?? v;
  }),
}).superRefine((a, ctx) => {
  // Only once every field is valid: the state is then an official name and the PIN six digits.
  if (!pinFitsState(a.postal_code, a.state)) {
    ctx.addIssue({ code: 'custom', path: ['postal_code'], message: M.pinNotInState(a.postal_code, a.state) });
  }
});
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressInput = z.output<typeof addressFormSchema>;

export const ADDRESS_FORM_DEFAULTS: AddressFormValues = {
  address_name: '',
  street: '',
  city: '',
  state: '',
  postal_code: '',
  country: DEFAULT_COUNTRY,
  address_type: 'Home',
  phone: '',
};

/**
 * POST /api/address body: the same rules, lenient as the clients are (a numeric postal code,
 * a lower-case type, a missing country or type take their defaults, null is absent).
 */
export const addressBody = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === null) continue;
    out[key] = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  }
  out.country ??= DEFAULT_COUNTRY;
  if (out.address_type === undefined || out.address_type === '') out.address_type = 'Home';
  if (typeof out.address_type === 'string') {
    const t = out.address_type.trim().toLowerCase();
    out.address_type = ADDRESS_TYPES.find((a) => a.toLowerCase() === t) ?? out.address_type;
  }
  return out;
}, addressFormSchema);

export const addressSchema = z.object({
  address_id: z.number().int(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  address_type: z.enum(ADDRESS_TYPES),
  address_name: z.string().nullable(),
  is_selected: z.boolean(),
  /** The courier's mobile, 10 digits; null on an address saved before it was asked. */
  phone: z.string().nullable(),
  /** No mobile, or a state not on the list: the address must be edited before an order ships to it. */
  needs_completion: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponse = z.object({ data: z.array(addressSchema) });
export const addressCreatedResponse = z.object({ data: addressSchema, message: z.string() });
export const selectAddressResponse = z.object({ data: addressSchema, message: z.string() });
export const addressUpdatedResponse = z.object({ data: addressSchema, message: z.string() });
export const addressIdParam = idParam('address_id', 'Address id must be a positive whole number');
