import 'server-only';
// What server code (the proxy, the root layout) needs of the game client, without its components.
export { isPlayPath, PLAY_SURFACE_HEADER } from './lib/surface';
