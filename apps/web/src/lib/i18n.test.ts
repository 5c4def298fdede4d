import { describe, expect, it } from 'vitest';
import common from '@/locales/en/common.json';
import site from '@/locales/en/site.json';
import { t } from './i18n';
import { t as siteT } from './i18n-site';

describe('t', () => {
  it('fills placeholders', () => {
    expect(t('auth.emailStatusBlocked', { status: 'DISPOSABLE' })).toBe('Your email seems to be DISPOSABLE, Please try another email!');
  });
  it('shows the key when a text is missing', () => {
    expect(t('no.such.key')).toBe('no.such.key');
  });
  it('finds the texts of both files', () => {
    expect(t('header.signUp')).toBe('Sign up');
    expect(t('profile.form.title')).toBe('My Account');
  });
});

describe('the site texts', () => {
  it('are the same texts t() gives', () => {
    expect(siteT('header.signUp')).toBe(t('header.signUp'));
    expect(siteT('games.favorite.add', { name: 'Lucky' })).toBe(t('games.favorite.add', { name: 'Lucky' }));
  });
  it('leave out the account and game areas', () => {
    expect(siteT('profile.form.title')).toBe('profile.form.title');
  });
  it('share no namespace with common.json, which would hide one of the two', () => {
    const shared = Object.keys(site).filter((namespace) => namespace in common);
    expect(shared).toEqual([]);
  });
});
