import { MARKET_PROFILES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  isMarketProfile,
  periodEnd,
  PROFILES,
  profileForCountry,
  type ExclusionPeriod,
  type Period,
  type RuleName,
} from './market-profiles';

// Every rule a profile must set. Written out, so that a rule dropped from the file fails here.
const RULES: readonly RuleName[] = [
  'depositLimitChoiceRequired',
  'mayDeclineDepositLimit',
  'limitIncreaseDelayHours',
  'realityCheckDefaultMinutes',
  'timeOutPeriods',
  'selfExclusionPeriods',
  'exclusionLiftDelayHours',
  'slotMinCycleMs',
  'autoplayAllowed',
  'turboAllowed',
  'slamStopAllowed',
  'celebrateReturnAtOrBelowStake',
  'slotStakeCap',
  'youngAdultSlotStakeCap',
  'bonusWageringMaxMultiple',
  'bonusOnlyAtFirstDeposit',
  'playerMayCancelWithdrawal',
  'financialCheckNetDeposits30d',
  'nationalRegister',
];

const FROM = new Date('2026-01-31T12:00:00Z');
const ends = (periods: readonly Period[]) => periods.map((period) => periodEnd(period, FROM).getTime());
const isIncreasing = (values: readonly number[]) => values.every((value, i) => i === 0 || value > values[i - 1]!);
const profiles = Object.entries(PROFILES);

describe('the market profiles file', () => {
  it('has one profile per market, under its own code', () => {
    expect(Object.keys(PROFILES).sort()).toEqual([...MARKET_PROFILES].sort());
    for (const [code, profile] of profiles) expect(profile.code).toBe(code);
  });

  it.each(profiles)('%s sets every rule, each with a source', (_, profile) => {
    for (const rule of RULES) {
      expect(profile, rule).toHaveProperty(rule);
      expect(profile[rule], rule).not.toBeUndefined();
    }
    expect(Object.keys(profile.sources).sort()).toEqual([...RULES].sort());
    for (const [rule, source] of Object.entries(profile.sources)) {
      expect(source.regulator.trim(), rule).not.toBe('');
      expect(source.document.trim(), rule).not.toBe('');
      expect(source.checked, rule).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A figure counted as confirmed names the public text it was read in.
      if (source.basis === 'regulator') expect(source.url, rule).toMatch(/^https:\/\/\S+$/);
      if (source.basis === 'issue') expect(source.document, rule).toMatch(/issue text, not yet confirmed/);
    }
  });

  it.each(profiles)('%s has positive periods, each choice longer than the one before', (_, profile) => {
    const all: ExclusionPeriod[] = [...profile.timeOutPeriods, ...profile.selfExclusionPeriods];
    for (const period of all)
      if (period !== 'indefinite') expect(Number.isInteger(period.amount) && period.amount > 0, JSON.stringify(period)).toBe(true);
    expect(profile.timeOutPeriods.length).toBeGreaterThan(0);
    expect(isIncreasing(ends(profile.timeOutPeriods))).toBe(true);
    // An indefinite exclusion, where there is one, is the last choice; the fixed ones grow before it.
    const fixed = profile.selfExclusionPeriods.filter((period): period is Period => period !== 'indefinite');
    expect(profile.selfExclusionPeriods.slice(0, fixed.length)).toEqual(fixed);
    expect(profile.selfExclusionPeriods.length - fixed.length).toBeLessThanOrEqual(1);
    expect(fixed.length).toBeGreaterThan(0);
    expect(isIncreasing(ends(fixed))).toBe(true);
    // A break is shorter than any self-exclusion.
    expect(Math.max(...ends(profile.timeOutPeriods))).toBeLessThanOrEqual(Math.min(...ends(fixed)));
    expect(profile.exclusionLiftDelayHours.fixedTerm).toBeGreaterThan(0);
    expect(profile.exclusionLiftDelayHours.indefinite).toBeGreaterThanOrEqual(profile.exclusionLiftDelayHours.fixedTerm);
    expect(profile.limitIncreaseDelayHours).toBeGreaterThanOrEqual(24);
    expect(profile.realityCheckDefaultMinutes).toBeGreaterThan(0);
  });

  it.each(profiles)("%s states money in whole minor units of a currency, the young adults' cap under the general one", (_, profile) => {
    const amounts = [profile.slotStakeCap, profile.youngAdultSlotStakeCap?.cap, profile.financialCheckNetDeposits30d].filter(
      (money) => money != null,
    );
    for (const money of amounts) {
      expect(Number.isInteger(money.minor) && money.minor > 0).toBe(true);
      expect(money.currency).toMatch(/^[A-Z]{3}$/);
    }
    const young = profile.youngAdultSlotStakeCap;
    if (young) {
      expect(profile.slotStakeCap?.currency).toBe(young.cap.currency);
      expect(young.cap.minor).toBeLessThan(profile.slotStakeCap!.minor);
      expect(young.fromAge).toBeGreaterThanOrEqual(18);
      expect(young.toAge).toBeGreaterThanOrEqual(young.fromAge);
    }
    // Where "no limit" is not a choice, the choice is asked for.
    if (!profile.mayDeclineDepositLimit) expect(profile.depositLimitChoiceRequired).toBe(true);
  });

  it("gives Great Britain the issue's figures", () => {
    const uk = PROFILES.uk;
    expect(uk.slotMinCycleMs).toBe(2_500);
    expect([uk.autoplayAllowed, uk.turboAllowed, uk.slamStopAllowed, uk.celebrateReturnAtOrBelowStake]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(uk.slotStakeCap).toEqual({ minor: 500, currency: 'GBP' });
    expect(uk.youngAdultSlotStakeCap).toEqual({ cap: { minor: 200, currency: 'GBP' }, fromAge: 18, toAge: 24 });
    expect(uk.bonusWageringMaxMultiple).toBe(10);
    expect(uk.playerMayCancelWithdrawal).toBe(false);
    expect(uk.financialCheckNetDeposits30d).toEqual({ minor: 15_000, currency: 'GBP' });
    expect(uk.limitIncreaseDelayHours).toBe(24);
  });

  it("gives Sweden, Ontario and Malta the issue's figures", () => {
    expect(PROFILES.se.bonusOnlyAtFirstDeposit).toBe(true);
    expect(profiles.filter(([, profile]) => profile.bonusOnlyAtFirstDeposit).map(([code]) => code)).toEqual(['se']);
    expect(PROFILES.on.timeOutPeriods[0]).toEqual({ amount: 1, unit: 'days' });
    expect(PROFILES.on.timeOutPeriods.at(-1)).toEqual({ amount: 3, unit: 'months' });
    expect(PROFILES.on.selfExclusionPeriods).toEqual([
      { amount: 6, unit: 'months' },
      { amount: 1, unit: 'years' },
      { amount: 5, unit: 'years' },
    ]);
    const mt = PROFILES.mt;
    expect(ends(mt.timeOutPeriods).every((end) => end > FROM.getTime() + 24 * 3_600_000)).toBe(true);
    expect(periodEnd(mt.timeOutPeriods.at(-1)!, FROM)).toEqual(new Date(FROM.getTime() + 30 * 86_400_000));
    expect(mt.exclusionLiftDelayHours).toEqual({ fixedTerm: 24, indefinite: 7 * 24 });
  });
});

describe('the profile a registering player gets', () => {
  it.each([
    ['GB', 'uk'],
    ['gb', 'uk'],
    ['MT', 'mt'],
    ['SE', 'se'],
    ['CA-ON', 'on'],
    ['ca-on', 'on'],
    // Canada outside Ontario, and every other country, is not one of the licensed markets.
    ['CA', 'default'],
    ['CA-QC', 'default'],
    ['IE', 'default'],
    ['', 'default'],
    [null, 'default'],
    [undefined, 'default'],
  ])('%s gets %s', (country, code) => {
    expect(profileForCountry(country)).toBe(code);
  });

  it('knows a profile code from anything else', () => {
    for (const code of MARKET_PROFILES) expect(isMarketProfile(code)).toBe(true);
    for (const other of ['UK', 'gb', 'standard', '']) expect(isMarketProfile(other)).toBe(false);
  });
});

describe('when a period ends', () => {
  it('counts hours and days as elapsed time, months and years on the calendar', () => {
    expect(periodEnd({ amount: 24, unit: 'hours' }, FROM)).toEqual(new Date('2026-02-01T12:00:00Z'));
    expect(periodEnd({ amount: 2, unit: 'weeks' }, FROM)).toEqual(new Date('2026-02-14T12:00:00Z'));
    expect(periodEnd({ amount: 6, unit: 'months' }, new Date('2026-02-15T00:00:00Z'))).toEqual(new Date('2026-08-15T00:00:00Z'));
    expect(periodEnd({ amount: 1, unit: 'years' }, FROM)).toEqual(new Date('2027-01-31T12:00:00Z'));
  });
});
