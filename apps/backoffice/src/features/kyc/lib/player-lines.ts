import type { TProfile } from '@casino/contracts';

/** A birth date given as unix seconds of its midnight UTC, as YYYY-MM-DD (the date the document should show). */
export function formatBirthDate(seconds: number | null): string | null {
  if (seconds === null) return null;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** The address the player gave, one line per part, empty parts left out: what a proof of address must match. */
export function addressLines({ userDetails: d }: TProfile): string[] {
  const cityLine = [d.zipCode, d.city].filter(Boolean).join(' ');
  return [d.address, d.address2, cityLine, d.state, d.country].filter((line): line is string => Boolean(line && line.trim()));
}
