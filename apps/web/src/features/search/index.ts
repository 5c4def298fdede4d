export { SearchOverlay, PLAYING_NOW_LIMIT, type SearchTab } from './search-overlay';
