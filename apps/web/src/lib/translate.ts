export type Dict = { [key: string]: string | Dict };

/** Looks up "a.b.c" in `dict` and fills {name} placeholders. Missing keys show the key. */
export function translate(dict: Dict, key: string, vars?: Record<string, string | number>): string {
  let node: string | Dict | undefined = dict;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return vars ? node.replace(/\{(\w+)\}/g, (m, name: string) => String(vars[name] ?? m)) : node;
}
