export { SearchOverlay } from './search-overlay';
