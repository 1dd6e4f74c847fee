// The astrologer's payable amount shown in the detail modal: wallet minus the platform's commission.

/** Commission percent (0-100, 2 decimals) as basis points, or null when the text is not such a number. */
export function commissionToBasisPoints(commission: string | number): number | null {
  const text = String(commission).trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const bp = Math.round(Number(text) * 100);
  return bp <= 10_000 ? bp : null;
}

/**
 * Payable = wallet - wallet x commission / 100, in rupees with 2 decimals.
 * Worked in integer paise and basis points so the screen shows what the server will settle,
 * without floating-point drift (the platform's share is rounded half up to the paisa).
 */
export function payableAmount(walletRupees: number, commission: string | number): number {
  const walletPaise = Math.round(walletRupees * 100);
  const bp = commissionToBasisPoints(commission) ?? 0;
  const platformPaise = Math.round((walletPaise * bp) / 10_000);
  return (walletPaise - platformPaise) / 100;
}
