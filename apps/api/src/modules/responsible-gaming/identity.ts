// What makes two accounts the same person for self-exclusion. Pure: no I/O.

// Providers that deliver mail for "a.b.c" to "abc", and treat googlemail.com as gmail.com.
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches: lower case, without a plus suffix ("x+again@d" is "x@d"), and
 * without the dots of providers that ignore them. The migration that created player_identities
 * follows the same rule in SQL.
 */
export function canonicalEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const base = local.split('+')[0] || local;
  return DOTLESS_DOMAINS.has(domain) ? `${base.replaceAll('.', '')}@gmail.com` : `${base}@${domain}`;
}

/** "  Ada   Lovelace " → "Ada Lovelace"; letter case is ignored where names are compared. */
export const collapseName = (fullName: string): string => fullName.trim().replace(/\s+/g, ' ');
