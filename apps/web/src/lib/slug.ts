// One rule for web and API: the API builds game links too (bet history).
export { gameSlug } from '@casino/contracts';
