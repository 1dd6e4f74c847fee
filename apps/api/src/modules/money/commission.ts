// The commission and payout rules: the split of an astrologer's wallet at settlement, integer paise in, integer paise
// out, always adding up.

export interface WalletSplit {
  /** Paid out to the astrologer: wallet - wallet x commission / 100. */
  payablePaise: number;
  /** Kept by the platform: its commission, rounded half up to the paisa. */
  platformPaise: number;
}

/**
 * Commission is in basis points (12.34% = 1234) so two-decimal percents stay exact.
 * BigInt keeps wallet x basis points exact even for wallets beyond 2^53 / 10,000 paise.
 */
export function splitWallet(walletPaise: number, commissionBp: number): WalletSplit {
  if (!Number.isSafeInteger(walletPaise) || walletPaise < 0)
    throw new RangeError('wallet must be whole paise >= 0');
  if (!Number.isInteger(commissionBp) || commissionBp < 0 || commissionBp > 10_000)
    throw new RangeError('commission out of range');
  const platform = (BigInt(walletPaise) * BigInt(commissionBp) + 5_000n) / 10_000n;
  const platformPaise = Number(platform);
  return { payablePaise: walletPaise - platformPaise, platformPaise };
}

/** 12.34 (percent, at most 2 decimals) -> 1234 basis points, without floating-point drift. */
export const percentToBp = (percent: number) => Math.round(percent * 100);
export const bpToPercent = (bp: number) => bp / 100;
