import { describe, expect, it } from 'vitest';
import { forgetLeaving, isBeingLeft, markLeaving } from './leaving';

describe('a page left signed out on purpose', () => {
  it('is the one page being left, until a guard mounts on a page of its own', () => {
    markLeaving('/profile/safer-gambling');
    expect(isBeingLeft('/profile/safer-gambling')).toBe(true);
    expect(isBeingLeft('/profile')).toBe(false);
    forgetLeaving();
    expect(isBeingLeft('/profile/safer-gambling')).toBe(false);
  });
});
