import { SELF_EXCLUDE_PERIODS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date-time';
import { selfExclusionDoneMessage, selfExclusionOptions, selfExclusionQuestion } from './self-exclusion';

describe('self-exclusion texts', () => {
  it("offers the periods of the player's market profile, shortest first, each explained", () => {
    const options = selfExclusionOptions(['PERMANENT', '6_MONTHS', '1_MONTH', '3_MONTHS']);
    expect(options.map((o) => o.label)).toEqual(['1 month', '3 months', '6 months', 'Indefinitely']);
    expect(options.map((o) => o.period)).toEqual(['1_MONTH', '3_MONTHS', '6_MONTHS', 'PERMANENT']);
    for (const option of selfExclusionOptions(SELF_EXCLUDE_PERIODS)) expect(option.description).not.toMatch(/^profile\./);
  });

  it('asks before excluding', () => {
    expect(selfExclusionQuestion('6_MONTHS')).toBe(
      'Exclude yourself for 6 months? You will be signed out everywhere at once and cannot play, deposit or take offers until it ends; you can still sign in to withdraw. This cannot be undone.',
    );
    expect(selfExclusionQuestion('PERMANENT')).toMatch(/^Exclude yourself indefinitely\?/);
  });

  it('tells until when the exclusion holds', () => {
    const until = '2030-01-02T03:04:05.000Z';
    expect(selfExclusionDoneMessage({ excludedUntil: until })).toBe(
      `You are excluded until ${formatDateTime(until)}. You have been signed out.`,
    );
    expect(selfExclusionDoneMessage({ excludedUntil: null })).toBe('You have excluded yourself indefinitely. You have been signed out.');
  });
});
