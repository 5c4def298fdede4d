/** An ISO instant as "yyyy-mm-dd hh:mm:ss UTC": one zone for every member, whatever their browser's. */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
