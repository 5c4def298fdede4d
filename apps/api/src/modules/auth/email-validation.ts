import { promises as dns } from 'node:dns';
import { createRequire } from 'node:module';
import { ZEmail, type TEmailStatus } from '@casino/contracts';

/** The two DNS questions the optional deliverability check asks. */
export type MailDnsResolver = {
  resolveMx(domain: string): Promise<unknown[]>;
  resolveAddresses(domain: string): Promise<unknown[]>;
};

// Short timeouts: a player waits on this answer while filling in the sign-up form.
const dnsResolver = new dns.Resolver({ timeout: 2_000, tries: 2 });

const systemResolver: MailDnsResolver = {
  resolveMx: (domain) => dnsResolver.resolveMx(domain),
  resolveAddresses: async (domain) => {
    const [v4, v6] = await Promise.allSettled([dnsResolver.resolve4(domain), dnsResolver.resolve6(domain)]);
    const found = [v4, v6].flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    if (found.length > 0) return found;
    // Both failed: surface the first real failure so "no such domain" and "DNS broken" stay apart.
    const failure = [v4, v6].find((r) => r.status === 'rejected');
    if (failure?.status === 'rejected' && !isMissing(failure.reason)) throw failure.reason;
    return [];
  },
};

// Answers that mean "the domain has no such record", as opposed to a lookup that failed.
const MISSING_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);
const isMissing = (err: unknown) => MISSING_CODES.has((err as { code?: string } | null)?.code ?? '');

let disposable: { exact: Set<string>; wildcard: string[] } | undefined;

function disposableLists() {
  if (!disposable) {
    const require = createRequire(import.meta.url);
    disposable = {
      exact: new Set(require('disposable-email-domains') as string[]),
      wildcard: require('disposable-email-domains/wildcard.json') as string[],
    };
  }
  return disposable;
}

export function isDisposableDomain(domain: string): boolean {
  const lists = disposableLists();
  const d = domain.toLowerCase();
  return lists.exact.has(d) || lists.wildcard.some((w) => d === w || d.endsWith(`.${w}`));
}

async function checkDeliverable(domain: string, resolver: MailDnsResolver): Promise<TEmailStatus> {
  try {
    const mx = await resolver.resolveMx(domain).catch((err: unknown) => {
      if (isMissing(err)) return [];
      throw err;
    });
    if (mx.length > 0) return 'VALID';
    // No MX: mail falls back to the domain's own address (RFC 5321 §5.1).
    const addresses = await resolver.resolveAddresses(domain);
    return addresses.length > 0 ? 'VALID' : 'UNDELIVERABLE';
  } catch {
    // We could not find out; let the player through and let the confirmation e-mail decide.
    return 'RISKY';
  }
}

export async function classifyEmail(email: string, options: { mxCheck: boolean; resolver?: MailDnsResolver }): Promise<TEmailStatus> {
  const parsed = ZEmail.safeParse(email);
  if (!parsed.success) return 'INVALID';
  const domain = parsed.data.slice(parsed.data.lastIndexOf('@') + 1).toLowerCase();
  if (isDisposableDomain(domain)) return 'DISPOSABLE';
  if (!options.mxCheck) return 'VALID';
  return checkDeliverable(domain, options.resolver ?? systemResolver);
}
