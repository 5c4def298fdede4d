/**
 * The /game/{slug} rule (docs/product.md, Game page): keep the part after a colon (if any), break before every
 * capital letter, join the pieces with hyphens, lower-case the result and encode slashes. Shared, so
 * a link the API builds (bet history) opens the page the web app finds by it.
 */
export function gameSlug(imageId: string): string {
  const colon = imageId.indexOf(':');
  const base = colon === -1 ? imageId : imageId.slice(colon + 1);
  const words = base.split(/(?=[A-Z])/).filter((word) => word.length > 0);
  return words.join('-').toLowerCase().replaceAll('/', '%2F');
}
