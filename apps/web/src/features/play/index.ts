export { PlayClient } from './components/play-client';
