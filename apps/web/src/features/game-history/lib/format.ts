const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

/** A round's time in the player's own time zone. */
export function formatRoundTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** The page of one round's details. */
export const roundHref = (roundId: string) => `/profile/game-history/${encodeURIComponent(roundId)}`;
