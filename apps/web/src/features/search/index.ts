export { SearchOverlay } from './lazy-search-overlay';
