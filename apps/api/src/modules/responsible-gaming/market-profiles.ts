import { MARKET_PROFILES, type TMarketProfile } from '@casino/contracts';
import { ANJOUAN, issueText, MGA, MT, NONE_FOUND, ON, operator, SE, SITE_RULES, UK, type Source } from './market-sources';

// The market profiles: each a named set of safer-gambling rules, one per licence the operator holds. Every figure
// sits beside the regulator's text it comes from; a change here is a change of the operator's compliance, and it
// is reviewed as one. docs/decisions/028-safer-gambling-engine.md says how profiles are assigned and read.

/** An amount in minor units of `currency` (pence for GBP). */
export type Money = { minor: number; currency: string };

/** The national self-exclusion registers the site can ask: GAMSTOP (Great Britain) and Spelpaus.se (Sweden). */
export type NationalRegister = 'gamstop' | 'spelpaus';

export type Period = { amount: number; unit: 'hours' | 'days' | 'weeks' | 'months' | 'years' };
/** A self-exclusion runs for a period or until the player asks to end it (never before any minimum). */
export type ExclusionPeriod = Period | 'indefinite';

/** Every rule a profile sets; each has a source in `sources`. */
type Rules = {
  /** Every player chooses a deposit limit, or actively none, before their first deposit. */
  depositLimitChoiceRequired: boolean;
  /** Whether "no limit" is a choice at all; false where every player must set one before playing. */
  mayDeclineDepositLimit: boolean;
  /** How long a limit increase or removal waits before the player may confirm it. */
  limitIncreaseDelayHours: number;
  /** The reality check's interval when the player has not chosen one. */
  realityCheckDefaultMinutes: number;
  /** The time-outs ("take a break") the player can choose, shortest first. */
  timeOutPeriods: readonly Period[];
  /** The self-exclusions the player can choose, shortest first, an indefinite one last. */
  selfExclusionPeriods: readonly ExclusionPeriod[];
  /** How long after an exclusion may end (its term over, or an indefinite one lifted on request) play stays closed. */
  exclusionLiftDelayHours: { fixedTerm: number; indefinite: number };
  /** The least time from the start of one slot spin to the next; null for none. */
  slotMinCycleMs: number | null;
  autoplayAllowed: boolean;
  /** Turbo or quick spin: the player shortening the time to the result. */
  turboAllowed: boolean;
  /** Stopping the reels (or any animation) early by a tap. */
  slamStopAllowed: boolean;
  /** Sounds or imagery celebrating a return that is equal to or less than the stake. */
  celebrateReturnAtOrBelowStake: boolean;
  /** The most a player may stake on one slot game cycle; null for no cap. */
  slotStakeCap: Money | null;
  /** A lower slot cap for young adults, by age in whole years from the date of birth; null for none. */
  youngAdultSlotStakeCap: { cap: Money; fromAge: number; toAge: number } | null;
  /** The highest wagering requirement, as a multiple of the bonus; null for no market cap. */
  bonusWageringMaxMultiple: number | null;
  /** A player may have one bonus only, given at their first deposit. */
  bonusOnlyAtFirstDeposit: boolean;
  /** Whether a player may cancel their own pending withdrawal (a "reverse withdrawal"). */
  playerMayCancelWithdrawal: boolean;
  /** Net deposits in a rolling 30 days at which a light-touch financial check is due; null for none. */
  financialCheckNetDeposits30d: Money | null;
  /**
   * The national self-exclusion register checked at registration, at every sign-in and before any promotional mail
   * (registers/); null where the market has none.
   */
  nationalRegister: NationalRegister | null;
};

export type RuleName = keyof Rules;

export type MarketProfile = Rules & {
  code: TMarketProfile;
  /** As the player sees it on their safer-gambling page. */
  name: string;
  sources: Record<RuleName, Source>;
};

/** Each rule written as [value, source], so that the two stay side by side for review. */
type ProfileText = { code: TMarketProfile; name: string } & { [K in RuleName]: readonly [Rules[K], Source] };

function profile({ code, name, ...cited }: ProfileText): MarketProfile {
  const rules: Record<string, unknown> = {};
  const sources: Record<string, Source> = {};
  for (const [rule, [value, source]] of Object.entries(cited)) {
    rules[rule] = value;
    sources[rule] = source;
  }
  return { code, name, ...(rules as Rules), sources: sources as Record<RuleName, Source> };
}

const hours = (amount: number): Period => ({ amount, unit: 'hours' });
const days = (amount: number): Period => ({ amount, unit: 'days' });
const weeks = (amount: number): Period => ({ amount, unit: 'weeks' });
const months = (amount: number): Period => ({ amount, unit: 'months' });
const years = (amount: number): Period => ({ amount, unit: 'years' });
const gbp = (pounds: number): Money => ({ minor: pounds * 100, currency: 'GBP' });

// ---- The profiles -------------------------------------------------------------------------------------------

/** The site's own product rules, as every profile without a stricter one applies them. */
const BASELINE_PRODUCT = {
  slotMinCycleMs: [2_500, SITE_RULES],
  autoplayAllowed: [false, SITE_RULES],
  turboAllowed: [false, SITE_RULES],
  slamStopAllowed: [false, SITE_RULES],
  celebrateReturnAtOrBelowStake: [false, SITE_RULES],
} as const;

export const PROFILES: Record<TMarketProfile, MarketProfile> = {
  default: profile({
    code: 'default',
    name: 'Standard',
    depositLimitChoiceRequired: [false, ANJOUAN],
    mayDeclineDepositLimit: [true, ANJOUAN],
    limitIncreaseDelayHours: [24, operator("The engine's rule for every limit (AGCO 2.24 and most markets ask 24 hours).")],
    realityCheckDefaultMinutes: [60, ANJOUAN],
    timeOutPeriods: [[hours(24), days(7), days(30)], operator("The site's published short periods (responsible-gaming.md).")],
    selfExclusionPeriods: [
      [months(6), 'indefinite'],
      operator("The site's published long periods: six months and permanent (responsible-gaming.md)."),
    ],
    exclusionLiftDelayHours: [{ fixedTerm: 24, indefinite: 7 * 24 }, operator('The strictest figures found (MGA): 24 hours and 7 days.')],
    ...BASELINE_PRODUCT,
    slotStakeCap: [null, ANJOUAN],
    youngAdultSlotStakeCap: [null, ANJOUAN],
    bonusWageringMaxMultiple: [null, ANJOUAN],
    bonusOnlyAtFirstDeposit: [false, ANJOUAN],
    playerMayCancelWithdrawal: [
      true,
      operator('The site lets a player cancel a pending withdrawal; no rule against it in the footer licence.'),
    ],
    financialCheckNetDeposits30d: [null, ANJOUAN],
    nationalRegister: [null, ANJOUAN],
  }),
  uk: profile({
    code: 'uk',
    name: 'Great Britain',
    depositLimitChoiceRequired: [true, UK.notLocated('RTS 12 (Financial limits): offering limits at registration or first deposit')],
    mayDeclineDepositLimit: [true, UK.notLocated('RTS 12 (Financial limits): a limit is offered, not imposed')],
    limitIncreaseDelayHours: [24, UK.notLocated('RTS 12 (Financial limits): 24 hours before an increase takes effect')],
    realityCheckDefaultMinutes: [
      60,
      operator(
        "RTS 13 (Time requirements and reality checks): no default interval found in the texts reached. 60 minutes is the operator's.",
      ),
    ],
    timeOutPeriods: [[hours(24), days(7), days(30), weeks(6)], UK.notLocated('LCCP time-out ("take a break") periods')],
    selfExclusionPeriods: [[months(6), years(1), years(5)], UK.selfExclusion],
    exclusionLiftDelayHours: [
      { fixedTerm: 24, indefinite: 24 },
      UK.notLocated('LCCP section 3.5 (self-exclusion): a one-day wait before gambling again once an exclusion ends'),
    ],
    slotMinCycleMs: [2_500, UK.speedOfPlay],
    autoplayAllowed: [
      false,
      UK.rtsAnnex(
        '8C: each game cycle committed individually; auto-play for slots not permitted',
        'The issue asks for no autoplay in any casino game; the text reached covers slots.',
      ),
    ],
    turboAllowed: [false, UK.spinStop],
    slamStopAllowed: [false, UK.spinStop],
    celebrateReturnAtOrBelowStake: [false, UK.falseWins],
    slotStakeCap: [gbp(5), UK.stakeLimits],
    youngAdultSlotStakeCap: [{ cap: gbp(2), fromAge: 18, toAge: 24 }, UK.stakeLimits],
    bonusWageringMaxMultiple: [10, UK.wagering],
    bonusOnlyAtFirstDeposit: [false, NONE_FOUND('one-bonus rule')],
    playerMayCancelWithdrawal: [false, UK.rtsAnnex('14B: consumers must not be given the option to cancel their withdrawal request')],
    financialCheckNetDeposits30d: [gbp(150), UK.financialCheck],
    nationalRegister: ['gamstop', UK.gamstop],
  }),
  mt: profile({
    code: 'mt',
    name: 'Malta',
    depositLimitChoiceRequired: [true, MT.firstDeposit],
    mayDeclineDepositLimit: [true, MT.tools],
    limitIncreaseDelayHours: [
      24,
      issueText(MGA, "The issue's 24 hours for every limit; the Directive's article on increases was not reached."),
    ],
    realityCheckDefaultMinutes: [
      60,
      operator(
        "Reality checks are mandatory in Malta (MGA FAQ on mandatory tools); no default interval found. 60 minutes is the operator's.",
      ),
    ],
    timeOutPeriods: [[days(2), days(7), days(30)], MT.timeOut],
    selfExclusionPeriods: [[months(6), years(1), years(5), 'indefinite'], MT.selfExclusion],
    exclusionLiftDelayHours: [{ fixedTerm: 24, indefinite: 7 * 24 }, MT.lifting],
    ...BASELINE_PRODUCT,
    slotStakeCap: [null, NONE_FOUND('stake cap')],
    youngAdultSlotStakeCap: [null, NONE_FOUND('age-banded stake cap')],
    bonusWageringMaxMultiple: [null, NONE_FOUND('wagering cap')],
    bonusOnlyAtFirstDeposit: [false, NONE_FOUND('one-bonus rule')],
    playerMayCancelWithdrawal: [true, NONE_FOUND('rule against reverse withdrawals')],
    financialCheckNetDeposits30d: [null, NONE_FOUND('financial-check threshold')],
    nationalRegister: [null, NONE_FOUND('national online self-exclusion register the licensee must check')],
  }),
  on: profile({
    code: 'on',
    name: 'Ontario',
    depositLimitChoiceRequired: [true, ON.limitsAtRegistration],
    mayDeclineDepositLimit: [true, ON.limitsAtRegistration],
    limitIncreaseDelayHours: [24, ON.coolingOff],
    realityCheckDefaultMinutes: [60, operator("No default interval found in the AGCO standards reached. 60 minutes is the operator's.")],
    timeOutPeriods: [[days(1), weeks(1), months(1), months(2), months(3)], ON.timeOut],
    selfExclusionPeriods: [[months(6), years(1), years(5)], ON.selfExclusion],
    exclusionLiftDelayHours: [
      { fixedTerm: 24, indefinite: 7 * 24 },
      operator('No lifting delay found in the AGCO standards reached; the strictest figures found (MGA).'),
    ],
    ...BASELINE_PRODUCT,
    slotStakeCap: [null, NONE_FOUND('stake cap')],
    youngAdultSlotStakeCap: [null, NONE_FOUND('age-banded stake cap')],
    bonusWageringMaxMultiple: [null, NONE_FOUND('wagering cap')],
    bonusOnlyAtFirstDeposit: [false, NONE_FOUND('one-bonus rule')],
    playerMayCancelWithdrawal: [true, NONE_FOUND('rule against reverse withdrawals')],
    financialCheckNetDeposits30d: [null, NONE_FOUND('financial-check threshold')],
    nationalRegister: [null, NONE_FOUND('national self-exclusion register the operator must check (AGCO 2.14 asks for its own)')],
  }),
  se: profile({
    code: 'se',
    name: 'Sweden',
    depositLimitChoiceRequired: [true, SE.depositLimits],
    mayDeclineDepositLimit: [false, SE.depositLimits],
    limitIncreaseDelayHours: [72, SE.increase],
    realityCheckDefaultMinutes: [60, operator("No default interval found in the Swedish texts reached. 60 minutes is the operator's.")],
    timeOutPeriods: [
      [hours(24), days(7), days(30)],
      operator("No operator-level time-out periods found in the Swedish texts reached; the site's short periods."),
    ],
    selfExclusionPeriods: [[months(1), months(3), months(6), 'indefinite'], SE.spelpaus],
    exclusionLiftDelayHours: [
      { fixedTerm: 24, indefinite: 7 * 24 },
      operator('No lifting delay found in the Swedish texts reached; the strictest figures found (MGA).'),
    ],
    ...BASELINE_PRODUCT,
    slotStakeCap: [null, NONE_FOUND('stake cap')],
    youngAdultSlotStakeCap: [null, NONE_FOUND('age-banded stake cap')],
    bonusWageringMaxMultiple: [null, NONE_FOUND('wagering cap')],
    bonusOnlyAtFirstDeposit: [true, SE.bonus],
    playerMayCancelWithdrawal: [true, NONE_FOUND('rule against reverse withdrawals')],
    financialCheckNetDeposits30d: [null, NONE_FOUND('financial-check threshold')],
    nationalRegister: ['spelpaus', SE.spelpausChecks],
  }),
};

/** The profile a player registering from `country` (ISO 3166-1 alpha-2, or a subdivision such as CA-ON) gets. */
const PROFILE_OF_COUNTRY: Record<string, TMarketProfile> = { GB: 'uk', MT: 'mt', 'CA-ON': 'on', SE: 'se' };

export const profileForCountry = (country: string | null | undefined): TMarketProfile =>
  (country && PROFILE_OF_COUNTRY[country.toUpperCase()]) || 'default';

export const isMarketProfile = (code: string): code is TMarketProfile => (MARKET_PROFILES as readonly string[]).includes(code);

/** When a period started at `from` ends: hours and days as elapsed time, months and years on the calendar (UTC). */
export function periodEnd(period: Period, from: Date): Date {
  const end = new Date(from);
  switch (period.unit) {
    case 'hours':
      return new Date(from.getTime() + period.amount * 3_600_000);
    case 'days':
      return new Date(from.getTime() + period.amount * 86_400_000);
    case 'weeks':
      return new Date(from.getTime() + period.amount * 7 * 86_400_000);
    case 'months':
      end.setUTCMonth(end.getUTCMonth() + period.amount);
      return end;
    case 'years':
      end.setUTCFullYear(end.getUTCFullYear() + period.amount);
      return end;
  }
}
