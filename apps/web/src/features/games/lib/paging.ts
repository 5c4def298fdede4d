/** Tiles per "Load more" step of a grid. */
export const GAMES_PAGE_SIZE = 24;
/** How many games a home page rail shows; the server sends no more than that. */
export const RAIL_SIZE = 12;
