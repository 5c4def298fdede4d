/** The secret as it is typed into an app by hand: groups of four, easier to read out and check. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
