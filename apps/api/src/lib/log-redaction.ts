/**
 * A URL as logs and error reports keep it. The signed token of an unsubscribe link is a key to the
 * player's mail settings, and a reset or confirmation link's token is a key to the account, so they
 * stay out. A browser's crash report carries the page's URL, which may be such a link.
 */
export const redactRequestUrl = (url: string): string =>
  url.replace(/(\/unsubscribe\/)[^/?#]+/, '$1[redacted]').replace(/([?&](?:resetToken|confirmToken)=)[^&#]*/gi, '$1[redacted]');
