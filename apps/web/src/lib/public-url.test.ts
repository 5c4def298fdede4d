import { describe, expect, it } from 'vitest';
import { isSecureSite, readPublicUrl } from './public-url';

describe('readPublicUrl', () => {
  it('defaults to the local development address', () => {
    expect(readPublicUrl({}).href).toBe('http://localhost:3000/');
    expect(readPublicUrl({ PUBLIC_URL: '  ' }).href).toBe('http://localhost:3000/');
  });

  it('keeps only the origin', () => {
    expect(readPublicUrl({ PUBLIC_URL: 'https://casino.example/some/path/?q=1' }).href).toBe('https://casino.example/');
  });

  it('refuses anything but an http(s) URL, naming the variable', () => {
    expect(() => readPublicUrl({ PUBLIC_URL: 'casino.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readPublicUrl({ PUBLIC_URL: 'ftp://casino.example' })).toThrow(/PUBLIC_URL/);
  });

  it('marks https sites as secure', () => {
    expect(isSecureSite(readPublicUrl({ PUBLIC_URL: 'https://casino.example' }))).toBe(true);
    expect(isSecureSite(readPublicUrl({}))).toBe(false);
  });
});
