/**
 * The icons of Fluent Emoji Flat that the table games draw with, one group per module so a family's screen
 * bundles only its own: the four suits on every card face, and crash's rocket and the burst it ends in.
 */
export const TABLE_ICONS = {
  suits: { c: 'club-suit', d: 'diamond-suit', h: 'heart-suit', s: 'spade-suit' },
  crash: { vehicle: 'rocket', bust: 'collision' },
} as const satisfies Record<string, Record<string, string>>;
