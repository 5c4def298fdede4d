import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';
import { selfExclusionDoneMessage, selfExclusionOptions, selfExclusionQuestion } from './self-exclusion';

describe('self-exclusion texts', () => {
  it('offers every period, shortest first, each explained', () => {
    const options = selfExclusionOptions();
    expect(options.map((o) => o.label)).toEqual(['24 hours', '7 days', '30 days', '6 months', 'Permanent']);
    expect(options.map((o) => o.period)).toEqual(['24_HOURS', '7_DAYS', '30_DAYS', '6_MONTHS', 'PERMANENT']);
    for (const option of options) expect(option.description).not.toMatch(/^profile\./);
  });

  it('asks before excluding', () => {
    expect(selfExclusionQuestion('7_DAYS')).toBe(
      'Exclude yourself for 7 days? You will be signed out everywhere at once and cannot play, deposit or take offers until it ends; you can still sign in to withdraw. This cannot be undone.',
    );
    expect(selfExclusionQuestion('PERMANENT')).toMatch(/^Exclude yourself permanently\?/);
  });

  it('tells until when the exclusion holds', () => {
    const until = '2030-01-02T03:04:05.000Z';
    expect(selfExclusionDoneMessage({ excludedUntil: until })).toBe(
      `You are excluded until ${formatDateTime(until)}. You have been signed out.`,
    );
    expect(selfExclusionDoneMessage({ excludedUntil: null })).toBe('You have excluded yourself permanently. You have been signed out.');
  });
});
