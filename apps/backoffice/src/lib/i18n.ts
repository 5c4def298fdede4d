import en from '@/locales/en.json';

type Dict = { [key: string]: string | Dict };
const texts: Dict = en;

/** Looks up "a.b.c" in the English texts and fills {name} placeholders; a missing text shows its key. */
export function t(key: string, vars?: Record<string, string | number>): string {
  let node: string | Dict | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return vars ? node.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole)) : node;
}
