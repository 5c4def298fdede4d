const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a case has waited, from the server's clock: "3 d 4 h", "5 h 12 min", "8 min" (never negative). */
export function caseAge(fromIso: string, nowIso: string): string {
  const ms = Math.max(0, new Date(nowIso).getTime() - new Date(fromIso).getTime());
  if (Number.isNaN(ms)) return '';
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}
