import type { TStaffWelcomeOffer, TStaffWelcomeOfferRequest } from '@casino/contracts';

// The welcome offer as the editor holds it: every value as typed, so a half-typed number stays on screen; the
// API checks the offer by the promotions file's rules and names what breaks them.

export type TierDraft = { upToEur: string; bonusPercent: string; freeSpins: string };
export type DepositDraft = { depositNumber: number; tiers: TierDraft[] };
export type WelcomeDraft = { maximumBonusEur: string; deposits: DepositDraft[] };

/** Deposits 1 to 5 may have an offer (docs/product.md, Promotions). */
export const DEPOSIT_NUMBERS = [1, 2, 3, 4, 5] as const;

export const emptyTier = (): TierDraft => ({ upToEur: '', bonusPercent: '0', freeSpins: '0' });

export function draftOf(offer: TStaffWelcomeOffer): WelcomeDraft {
  return {
    maximumBonusEur: offer.maximumBonusEur,
    deposits: offer.deposits.map((d) => ({
      depositNumber: d.depositNumber,
      tiers: d.tiers.map((tier) => ({
        upToEur: tier.upToEur ?? '',
        bonusPercent: String(tier.bonusPercent),
        freeSpins: String(tier.freeSpins),
      })),
    })),
  };
}

/** A whole number as typed, or NaN (sent as null, which the API refuses naming the field). */
const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);

/** The request: an empty "up to" is a tier without an upper bound. */
export function requestOf(draft: WelcomeDraft): TStaffWelcomeOfferRequest {
  return {
    maximumBonusEur: draft.maximumBonusEur.trim(),
    deposits: [...draft.deposits]
      .sort((a, b) => a.depositNumber - b.depositNumber)
      .map((d) => ({
        depositNumber: d.depositNumber,
        tiers: d.tiers.map((tier) => ({
          upToEur: tier.upToEur.trim() === '' ? null : tier.upToEur.trim(),
          bonusPercent: whole(tier.bonusPercent),
          freeSpins: whole(tier.freeSpins),
        })),
      })),
  };
}
