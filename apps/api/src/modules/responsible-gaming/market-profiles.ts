import { MARKET_PROFILES, type TMarketProfile } from '@casino/contracts';

// The market profiles: each a named set of safer-gambling rules, one per licence the operator holds. Every figure
// sits beside the regulator's text it comes from; a change here is a change of the operator's compliance, and it
// is reviewed as one. docs/decisions/028-safer-gambling-engine.md says how profiles are assigned and read.

/** The day every source below was last read against its text. */
const CHECKED = '2026-12-06';

/**
 * Where a figure comes from.
 * - `regulator`: read in the regulator's or legislator's own text at `url`;
 * - `unconfirmed`: from secondary sources (law firms, the trade press) only, the regulator's text not reached;
 * - `issue`: the issue's own text (Order 13), not yet confirmed against any regulator's text;
 * - `operator`: no rule sets the figure in the texts checked; the operator's choice, said why in `note`.
 */
export type Source = {
  basis: 'regulator' | 'unconfirmed' | 'issue' | 'operator';
  regulator: string;
  /** The document, and its section or paragraph. */
  document: string;
  url: string | null;
  /** YYYY-MM-DD. */
  checked: string;
  note?: string;
};

/** An amount in minor units of `currency` (pence for GBP). */
export type Money = { minor: number; currency: string };

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

const src = (basis: Source['basis'], regulator: string, document: string, url: string | null, note?: string): Source => ({
  basis,
  regulator,
  document,
  url,
  checked: CHECKED,
  ...(note ? { note } : {}),
});
const issueText = (regulator: string, note?: string) =>
  src('issue', regulator, 'issue text, not yet confirmed (Order 13, issue 32, scope point 1)', null, note);

// ---- The texts cited ----------------------------------------------------------------------------------------

const UKGC = 'Gambling Commission (Great Britain)';
const UKGC_OGDRW = 'https://www.gamblingcommission.gov.uk/consultation-response/online-games-design-and-reverse-withdrawals';
const UK = {
  rtsAnnex: (requirement: string, note?: string) =>
    src(
      'regulator',
      UKGC,
      `RTS ${requirement}, as set out in "Online games design and reverse withdrawals", Annex 1`,
      `${UKGC_OGDRW}/ogdrw-annex-1-summary-of-changes-to-rts`,
      note,
    ),
  speedOfPlay: src(
    'regulator',
    UKGC,
    'RTS 14 (slots requirements 14C-14F); consultation response "Online games design and reverse withdrawals", "Introducing speed of play limits"',
    `${UKGC_OGDRW}/summary-of-responses-introducing-speed-of-play-limits`,
    'In force 31 October 2021. Non-slot casino games have their own 5 s minimum since 17 January 2025 (RTS 14G, as quoted by Harris Hagan); not a figure of this file.',
  ),
  spinStop: src(
    'regulator',
    UKGC,
    'RTS 14 (turbo, quick spin and slam stop not permitted); consultation response "Online games design and reverse withdrawals", "Prohibiting player-led spin stop features"',
    `${UKGC_OGDRW}/summary-of-responses-prohibiting-player-led-spin-stop-features`,
    'Extended from slots to all casino games from 17 January 2025 (RTS 14E, as quoted by Harris Hagan; Summer 2023 consultation response, Topic 3).',
  ),
  falseWins: src(
    'regulator',
    UKGC,
    'RTS 14 (no celebration of a return equal to or less than the stake); Summer 2023 consultation response, "Proposal 4: Effects that give the illusion of false wins"',
    'https://www.gamblingcommission.gov.uk/consultation-response/summer-2023-consultation-proposed-changes-to-lccp-and-rts-consultation/proposal-4-effects-that-give-the-illusion-of-false-wins',
    'Slots since 31 October 2021; extended to all casino products.',
  ),
  stakeLimits: src(
    'regulator',
    'UK Parliament (DCMS), for remote casino operating licences',
    'The Gambling Act 2005 (Operating Licence Conditions) (Amendment) Regulations 2025 (SI 2025/215), reg. 2 inserting reg. 5(2) into the 2007 Regulations',
    'https://www.legislation.gov.uk/uksi/2025/215/made',
    '£2 where the individual is less than 25 years old, £5 at 25 or over, per game cycle of an online slots game. £5 from 9 April 2025, £2 from 21 May 2025.',
  ),
  wagering: src(
    'regulator',
    UKGC,
    'LCCP SR code 5.1.1 (Rewards and bonuses), paragraph 3(a)',
    'https://www.gamblingcommission.gov.uk/licensees-and-businesses/lccp/condition/5-1-1-sr-code',
    'In force 19 January 2026: wagering requirements over a maximum of 10 times are not allowed.',
  ),
  financialCheck: src(
    'unconfirmed',
    UKGC,
    'LCCP SR code 3.4.4 (Financial vulnerability check), threshold paragraph',
    'https://www.gamblingcommission.gov.uk/licensees-and-businesses/lccp/condition/3-4-4-financial-vulnerability-check',
    'The code is SR 3.4.4 (not 3.4.3). Its stored text shows the check and its in-force dates, not the figure; £150 net deposits in a rolling 30 days from 28 February 2025 is read in Keystone Law and the trade press quoting the Commission.',
  ),
  selfExclusion: src(
    'unconfirmed',
    UKGC,
    'LCCP section 3.5 (self-exclusion); guidance "Self-exclusion": a minimum period of six months',
    'https://www.gamblingcommission.gov.uk/for-gambling-businesses/Compliance/General-compliance/Social-responsibility/Self-exclusion/Self-exclusion.aspx',
    "The six-month minimum is in the Commission's text; the longer choices (1 and 5 years) are the operator's, not confirmed there.",
  ),
  notLocated: (what: string) =>
    src(
      'unconfirmed',
      UKGC,
      `${what}: the provision was not located in the texts reached`,
      null,
      'To confirm against the current LCCP and RTS before launch in Great Britain.',
    ),
};

const MGA = 'Malta Gaming Authority';
const MT = {
  timeOut: src(
    'regulator',
    MGA,
    'Player Protection Directive (Directive 2 of 2018); MGA FAQ "Are there any mandatory responsible gambling tools…": time-outs of more than 24 hours and not more than 30 days',
    'https://www.mga.org.mt/faqs/remote-gaming-are-there-any-mandatory-responsible-gambling-tools-which-must-be-offered-to-players/',
    'The issue says "24 hours to 30 days"; the MGA says more than 24 hours, so the shortest choice here is 2 days.',
  ),
  lifting: src(
    'regulator',
    MGA,
    'Player Protection Directive (Directive 2 of 2018); MGA FAQ "When is the player allowed to decrease or revoke a self-exclusion?"',
    'https://www.mga.org.mt/faqs/remote-gaming-when-is-the-player-allowed-to-decrease-or-revoke-a-self-exclusion',
    "At least 24 hours (definite) or 7 days (indefinite) from the operator accepting the request; the request is the player's, in writing, and may be refused.",
  ),
  tools: src(
    'regulator',
    MGA,
    'Player Protection Directive (Directive 2 of 2018); MGA FAQ on mandatory tools: self-exclusion definite or indefinite, deposit or wagering limits, reality checks',
    'https://www.mga.org.mt/faqs/remote-gaming-are-there-any-mandatory-responsible-gambling-tools-which-must-be-offered-to-players/',
  ),
  selfExclusion: src(
    'operator',
    MGA,
    'Player Protection Directive (Directive 2 of 2018); MGA FAQ on mandatory tools: self-exclusion for a definite or an indefinite timeframe',
    'https://www.mga.org.mt/faqs/remote-gaming-are-there-any-mandatory-responsible-gambling-tools-which-must-be-offered-to-players/',
    "Both kinds are the MGA's; the definite terms (6 months, 1 and 5 years) are the operator's, none being set in the text reached.",
  ),
  firstDeposit: src(
    'regulator',
    MGA,
    'Player Protection Directive (Directive 2 of 2018), as summarised by the MGA: a message before first deposit giving access to the responsible gaming tools and limits',
    'https://mga.org.mt/?p=2821',
    "The Directive asks for the tools before the first deposit; making the choice required is the operator's reading.",
  ),
};

const AGCO = "Alcohol and Gaming Commission of Ontario (Registrar's Standards for Internet Gaming)";
const ON = {
  timeOut: src(
    'regulator',
    AGCO,
    'Standard 2.13, requirement 2: one day, one week, one month, two month or three month break',
    'https://www.agco.ca/self-exclusion-and-breaks-play',
  ),
  selfExclusion: src(
    'regulator',
    AGCO,
    'Standard 2.14, requirement 4: terms that must include six months, one year and five years',
    'https://www.agco.ca/self-exclusion-and-breaks-play',
  ),
  limitsAtRegistration: src(
    'regulator',
    AGCO,
    'Standard 2.23, requirement 1: the option to set loss and deposit limits during registration',
    'https://www.agco.ca/limit-setting-features',
  ),
  coolingOff: src(
    'regulator',
    AGCO,
    'Standard 2.24: relaxing or removing a limit only after a cooling-off period of at least 24 hours',
    'https://www.agco.ca/limit-setting-features',
  ),
};

const SGA = 'Spelinspektionen (Sweden)';
const SE = {
  bonus: src(
    'regulator',
    SGA,
    'Spellagen (2018:1138) 14 kap. 9 §: a bonus only at the first occasion the player plays with the licensee',
    'https://www.spelinspektionen.se/licensansokan/spelformer/lotterier/information-om-allmannyttig-verksamhet/undantagna-fran-bonusbegransning/',
    'The law says the first time the player plays; the first deposit is when that happens here.',
  ),
  depositLimits: src(
    'regulator',
    SGA,
    'Spellagen (2018:1138) 14 kap. 7 §: a player who has not set deposit limits (per day, week and month) may not play',
    'https://www.spelinspektionen.se/fragor--svar/spelkonto--registrering/insattningsgranser/',
  ),
  increase: src(
    'regulator',
    SGA,
    'Spelförordningen (2018:1475) 11 kap. 3 §: an increase of a deposit limit applies 72 hours after it at the earliest',
    'https://www.spelinspektionen.se/lagar--forordningar/rattsliga-stallningstaganden/stallningstaganden-lista/rattsligt-stallningstagande--hojning-av-insattningsgrans/',
    'Spelinspektionen also reads it as never before the running week or month of that limit has ended (legal position of 13 December 2021).',
  ),
  spelpaus: src(
    'unconfirmed',
    SGA,
    'Spellagen (2018:1138) 14 kap.; the national register Spelpaus.se: 1, 3 or 6 months, or until further notice (at least 12 months)',
    null,
    "The periods are from secondary sources; the register is the national-register part's to check. An indefinite exclusion lasts at least 12 months.",
  ),
};

const SITE_RULES = src(
  'operator',
  'the operator',
  "The site's own rules: apps/web/content/responsible-gaming.md and the game client's pacing (SLOT_MIN_CYCLE_MS)",
  null,
  "No rule found in the texts checked for this market; the site keeps the strictest market's product rules for every player.",
);
const operator = (note: string) => src('operator', 'the operator', 'operator policy', null, note);
const NONE_FOUND = (what: string) => operator(`No ${what} found in the texts checked for this market.`);
const ANJOUAN = operator(
  'Licensed by the Anjouan Offshore Finance Authority (the footer licence); the Computer Gaming Licensing Act 007 of 2005 and its conditions set no figure for this tool in the texts reached.',
);

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
