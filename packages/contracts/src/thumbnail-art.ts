/**
 * The version of the in-house game artwork. Raise it whenever the drawing changes: the API then draws
 * every thumbnail again into a folder of its own, and the web asks for `?v=` of it, so browsers that
 * keep thumbnails for a year (they are served immutable) fetch the new art too.
 */
export const THUMBNAIL_ART_VERSION = 3;
