/** The current location without one query parameter, for router.replace after a one-shot link was used. */
export function urlWithoutParam(pathname: string, search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
