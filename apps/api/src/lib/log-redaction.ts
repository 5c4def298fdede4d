/**
 * A request URL as the log shows it: the signed token of an unsubscribe link is a key to the
 * player's mail settings, so it stays out. (Reset and confirmation tokens travel in bodies, which are
 * never logged.)
 */
export const redactRequestUrl = (url: string): string => url.replace(/(\/unsubscribe\/)[^/?#]+/, '$1[redacted]');
