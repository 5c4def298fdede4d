// What the API's tiles use: every title's art at once, the scenes' icons and which icons each family draws.
export { SLOT_ART } from './generated/slots/all';
export { SCENE_ICONS } from './generated/scene-icons';
export { FAMILY_SCENES, nameIconOf } from './scenes/family-scenes';
export { iconSvg, type ArtIcon, type SlotArt } from './icon';
