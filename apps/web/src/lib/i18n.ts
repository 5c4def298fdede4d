import common from '@/locales/en/common.json';
import site from '@/locales/en/site.json';
import { translate, type Dict } from './translate';

// The two files hold different namespaces: site.json what the public pages show (also served alone
// by '@/lib/i18n-site'), common.json the account and game areas.
const texts: Dict = { ...site, ...common };

/** Looks up "a.b.c" in every English text and fills {name} placeholders. Missing keys show the key. */
export function t(key: string, vars?: Record<string, string | number>): string {
  return translate(texts, key, vars);
}
