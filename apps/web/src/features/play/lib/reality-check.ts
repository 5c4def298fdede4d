/** "1 hour 5 minutes", "45 minutes", "2 hours": how long the player has played, as the reality check tells it. */
export function playedFor(fromIso: string, toIso: string): string {
  const total = Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(minutes, 'minute');
  return minutes === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(minutes, 'minute')}`;
}

/** Where the reality check's buttons lead out of the game: the lobby, and the bet history. */
export const LEAVE_TO = { stop: '/', history: '/profile/game-history' } as const;
