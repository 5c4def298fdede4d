/** Joins class names, skipping falsy ones (for conditional Tailwind classes). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
