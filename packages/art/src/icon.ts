/** One icon of the set: its SVG inner markup and the viewBox it is drawn in. */
export type ArtIcon = { body: string; viewBox: string };

/** A slot title's symbols drawn: symbol id → its icon. */
export type SlotArt = Readonly<Record<string, ArtIcon>>;

/** A whole SVG of an icon, for a place that needs the element itself (a tile, a data URL). */
export const iconSvg = (icon: ArtIcon, attributes = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.viewBox}"${attributes ? ` ${attributes}` : ''}>${icon.body}</svg>`;
