// The regulators' texts the market profiles cite (market-profiles.ts), each read on the day CHECKED says. A
// source added or re-read here is reviewed with the figure that cites it.

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

const src = (basis: Source['basis'], regulator: string, document: string, url: string | null, note?: string): Source => ({
  basis,
  regulator,
  document,
  url,
  checked: CHECKED,
  ...(note ? { note } : {}),
});
export const issueText = (regulator: string, note?: string) =>
  src('issue', regulator, 'issue text, not yet confirmed (Order 13, issue 32, scope point 1)', null, note);

// ---- The texts cited ----------------------------------------------------------------------------------------

const UKGC = 'Gambling Commission (Great Britain)';
const UKGC_OGDRW = 'https://www.gamblingcommission.gov.uk/consultation-response/online-games-design-and-reverse-withdrawals';
export const UK = {
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
  gamstop: src(
    'unconfirmed',
    UKGC,
    'LCCP SR code 3.5.4 (Remote: participation in the national online self-exclusion scheme, GAMSTOP); GAMSTOP operator guidance: check at registration, at log-in and before marketing',
    'https://www.gamblingcommission.gov.uk/licensees-and-businesses/lccp/condition/3-5-4-sr-code',
    "The duty to take part in GAMSTOP is the Commission's; checking at each log-in and before marketing is read in GAMSTOP's guidance for operators, not in the Commission's text reached.",
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

export const MGA = 'Malta Gaming Authority';
export const MT = {
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
export const ON = {
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
export const SE = {
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
  spelpausChecks: src(
    'unconfirmed',
    SGA,
    "Spellagen (2018:1138) 14 kap. 13-14 §§ and Spelinspektionen's regulations on Spelpaus.se: a licensee checks the register when a player registers, logs in and before direct marketing, with the connection details (actor id, API key) it is given",
    'https://www.spelinspektionen.se/licensansokan/fragor--svar-licensansokan-och-nya-spellagen/spelpaus.se-nationellt-sjalvavstangingsregister/',
    "The three moments are in Spelinspektionen's page for licensees and its 2025 notified draft regulations (TRIS 2025/0711/SE); the sections of the law are from secondary sources.",
  ),
};

export const SITE_RULES = src(
  'operator',
  'the operator',
  "The site's own rules: apps/web/content/responsible-gaming.md and the game client's pacing (SLOT_MIN_CYCLE_MS)",
  null,
  "No rule found in the texts checked for this market; the site keeps the strictest market's product rules for every player.",
);
export const operator = (note: string) => src('operator', 'the operator', 'operator policy', null, note);
export const NONE_FOUND = (what: string) => operator(`No ${what} found in the texts checked for this market.`);
export const ANJOUAN = operator(
  'Licensed by the Anjouan Offshore Finance Authority (the footer licence); the Computer Gaming Licensing Act 007 of 2005 and its conditions set no figure for this tool in the texts reached.',
);
