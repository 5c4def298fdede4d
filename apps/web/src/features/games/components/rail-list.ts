/** A rail's horizontally scrolling list: a plain module, so server-rendered rails use it too. */
export const RAIL_LIST_CLASSES =
  'flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 [scrollbar-width:thin] *:w-36 *:shrink-0 *:snap-start sm:*:w-40 lg:*:w-44';
