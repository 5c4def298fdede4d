import { describe, expect, it } from 'vitest';
import { clickIdForRegistration } from './click-id';

describe('clickIdForRegistration', () => {
  it('sends a present click id', () => {
    expect(clickIdForRegistration('aff-42')).toBe('aff-42');
  });
  it('sends nothing when the cookie is missing or blank', () => {
    expect(clickIdForRegistration(undefined)).toBeUndefined();
    expect(clickIdForRegistration('   ')).toBeUndefined();
  });
  it('keeps within the length the API accepts', () => {
    expect(clickIdForRegistration('x'.repeat(300))).toHaveLength(128);
  });
});
