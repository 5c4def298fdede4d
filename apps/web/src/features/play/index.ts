export { PlayClient } from './components/play-client';
export { PLAY_SURFACE_HEADER, isPlayPath } from './lib/surface';
