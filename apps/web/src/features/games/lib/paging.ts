/** Tiles per "Load more" step of a grid. */
export const GAMES_PAGE_SIZE = 24;
