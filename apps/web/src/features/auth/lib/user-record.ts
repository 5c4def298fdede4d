/** The locally kept user record (docs/product.md, Accounts): the live-chat widget reads it from localStorage. */
export type UserRecord = { name: string; id: string };

export const USER_RECORD_KEY = 'user';

export function parseUserRecord(raw: string | null | undefined): UserRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, id } = value as Record<string, unknown>;
    if (typeof id !== 'string' || !id || typeof name !== 'string') return null;
    return { name, id };
  } catch {
    return null;
  }
}

export function serializeUserRecord(user: { name: string; id: string }): string {
  return JSON.stringify({ name: user.name, id: user.id } satisfies UserRecord);
}
