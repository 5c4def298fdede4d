/** docs/product.md, Search: names match by case-insensitive substring; an empty (or blank) query matches everything. */
export function matchesName(name: string, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || name.toLowerCase().includes(needle);
}
