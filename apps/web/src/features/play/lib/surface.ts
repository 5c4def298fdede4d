/**
 * Set by the proxy on requests for the game client: the root layout then renders it bare, without the
 * site's header, dialogs, chat or geo gate (the game runs in a frame of the site, and the API guards
 * real-money play itself).
 */
export const PLAY_SURFACE_HEADER = 'x-casino-surface';

export const isPlayPath = (pathname: string) => pathname.startsWith('/play/');
