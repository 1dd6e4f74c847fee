// The invoice settings taken from the configuration, the financial year of an instant, and how an invoice writes its dates.
import { DEMO_SELLER, INVOICE_DEFAULTS, sellerOf, type Config } from '../../config.ts';
import { IST_OFFSET_MS } from '../../lib/india-time.ts';

export interface Seller {
  name: string;
  address: string;
  gstin: string;
  /** The official name of the seller's state (SELLER_STATE, recognised). */
  state: string;
}

export interface InvoiceSettings {
  seller: Seller;
  prefix: string;
  /** SAC printed on a wallet recharge's line. */
  rechargeSac: string;
}

export type InvoiceConfig = Pick<
  Config,
  'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_GSTIN' | 'SELLER_STATE' | 'INVOICE_PREFIX' | 'RECHARGE_SAC'
>;

export function invoiceSettings(config: InvoiceConfig): InvoiceSettings {
  return { seller: sellerOf(config), prefix: config.INVOICE_PREFIX, rechargeSac: config.RECHARGE_SAC };
}

/** For the demo seed, which may be given only the admin's settings: the demo seller unless a seller is configured. */
export function seedInvoiceSettings(config: Partial<InvoiceConfig>): InvoiceSettings {
  return invoiceSettings({
    ...INVOICE_DEFAULTS,
    ...(config.SELLER_NAME ? {} : DEMO_SELLER),
    ...Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined)),
  } as InvoiceConfig);
}

/** The financial year (April to March) of an instant in Asia/Kolkata, written "2026-27". */
export function financialYear(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "2026-04-01 09:15" in Asia/Kolkata. */
export function istDateTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** "01 Apr 2026" in Asia/Kolkata. */
export function istDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(instant);
}
