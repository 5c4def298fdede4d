import { MARKET_PROFILES, type TMarketProfile } from '@casino/contracts';

// The market profiles: each a named set of safer-gambling rules, one per licence the operator holds. Every figure
// sits beside the regulator's text it comes from; a change here is a change of the operator's compliance.

export type MarketProfile = {
  code: TMarketProfile;
  /** As the player sees it on their safer-gambling page. */
  name: string;
  /** Every player chooses a deposit limit, or actively none, before their first deposit. */
  depositLimitChoiceRequired: boolean;
};

export const PROFILES: Record<TMarketProfile, MarketProfile> = {
  default: { code: 'default', name: 'Standard', depositLimitChoiceRequired: false },
  uk: { code: 'uk', name: 'Great Britain', depositLimitChoiceRequired: true },
  mt: { code: 'mt', name: 'Malta', depositLimitChoiceRequired: true },
  on: { code: 'on', name: 'Ontario', depositLimitChoiceRequired: true },
  se: { code: 'se', name: 'Sweden', depositLimitChoiceRequired: true },
};

/** The profile a player registering from `country` (ISO 3166-1 alpha-2, or a subdivision such as CA-ON) gets. */
const PROFILE_OF_COUNTRY: Record<string, TMarketProfile> = { GB: 'uk', MT: 'mt', 'CA-ON': 'on', SE: 'se' };

export const profileForCountry = (country: string | null | undefined): TMarketProfile =>
  (country && PROFILE_OF_COUNTRY[country.toUpperCase()]) || 'default';

export const isMarketProfile = (code: string): code is TMarketProfile => (MARKET_PROFILES as readonly string[]).includes(code);
