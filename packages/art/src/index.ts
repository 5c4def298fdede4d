// What the web's game client uses: each slot title's art behind a dynamic import of its own.
export { SLOT_ART_LOADERS } from './generated/slots/index';
export { iconSvg, type ArtIcon, type SlotArt } from './icon';
