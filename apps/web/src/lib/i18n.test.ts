import { describe, expect, it } from 'vitest';
import { t } from './i18n';

describe('t', () => {
  it('fills placeholders', () => {
    expect(t('auth.emailStatusBlocked', { status: 'DISPOSABLE' })).toBe('Your email seems to be DISPOSABLE, Please try another email!');
  });
  it('shows the key when a text is missing', () => {
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
