export { PlayerSearch } from './components/player-search';
export { PlayerView } from './components/player-view';
