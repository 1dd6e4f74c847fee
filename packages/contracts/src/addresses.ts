// Delivery addresses: the form's rules with the spec's exact messages, the lenient request body, and the answers.
import { z } from 'zod';
import { idParam } from './common.ts';

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
} as const;

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
    .max(CITY_STATE_MAX, { error: M.stateTooLong }),
  postal_code: required(M.postalRequired).regex(/^\d{6}$/, { error: M.postalFormat }),
  country: required(M.countryRequired).max(COUNTRY_MAX, { error: M.countryTooLong }),
  address_type: z.enum(ADDRESS_TYPES, { error: M.addressType }),
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
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponse = z.object({ data: z.array(addressSchema) });
export const addressCreatedResponse = z.object({ data: addressSchema, message: z.string() });
export const selectAddressResponse = z.object({ data: addressSchema, message: z.string() });
export const addressIdParam = idParam('address_id', 'Address id must be a positive whole number');
