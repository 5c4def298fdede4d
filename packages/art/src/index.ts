// What the web's game client uses: each slot title's art behind a dynamic import of its own.
export { SLOT_ART_LOADERS } from './generated/slots/index';
// The table games' icons, one small module per group.
export { CRASH_ART } from './generated/tables/crash';
export { SUITS_ART } from './generated/tables/suits';
export { iconSvg, type ArtIcon, type SlotArt } from './icon';
