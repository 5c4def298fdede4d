import { describe, expect, it } from 'vitest';
import { classifyEmail, isDisposableDomain, type MailDnsResolver } from './email-validation';

const dnsError = (code: string) => Object.assign(new Error(code), { code });
const resolver = (mx: () => Promise<unknown[]>, addresses: () => Promise<unknown[]> = async () => []): MailDnsResolver => ({
  resolveMx: mx,
  resolveAddresses: addresses,
});

describe('email classification', () => {
  it('knows disposable domains, including wildcard ones and their subdomains', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('MAILINATOR.COM')).toBe(true);
    expect(isDisposableDomain('someone.33mail.com')).toBe(true);
    expect(isDisposableDomain('gmail.com')).toBe(false);
  });

  it('does not look at DNS unless asked to', async () => {
    const failing = resolver(() => Promise.reject(new Error('should not be called')));
    expect(await classifyEmail('a@example.com', { mxCheck: false, resolver: failing })).toBe('VALID');
  });

  it('checks MX, then the domain address, when the check is on', async () => {
    const check = (r: MailDnsResolver) => classifyEmail('a@example.com', { mxCheck: true, resolver: r });
    expect(await check(resolver(async () => [{ exchange: 'mx.example.com', priority: 10 }]))).toBe('VALID');
    expect(
      await check(
        resolver(
          async () => [],
          async () => ['93.184.215.14'],
        ),
      ),
    ).toBe('VALID');
    expect(await check(resolver(() => Promise.reject(dnsError('ENOTFOUND'))))).toBe('UNDELIVERABLE');
    expect(await check(resolver(async () => []))).toBe('UNDELIVERABLE');
    expect(await check(resolver(() => Promise.reject(dnsError('ETIMEOUT'))))).toBe('RISKY');
    expect(
      await check(
        resolver(
          async () => [],
          () => Promise.reject(dnsError('ESERVFAIL')),
        ),
      ),
    ).toBe('RISKY');
  });

  it('reports bad syntax as INVALID before anything else', async () => {
    expect(await classifyEmail('nope@', { mxCheck: true })).toBe('INVALID');
    expect(await classifyEmail('x@mailinator.com', { mxCheck: true })).toBe('DISPOSABLE');
  });
});
