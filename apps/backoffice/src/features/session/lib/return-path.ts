/**
 * Where to go after signing in: the console page the guard sent the member away from, or home. Only a path of
 * this origin is followed ("/x", never "//host" or a full address).
 */
export function returnPathOf(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : '/';
}
