import site from '@/locales/en/site.json';
import { translate, type Dict } from './translate';

/**
 * t() over the public site's texts only (locales/en/site.json): header, menus, footer, catalogue,
 * sign-in and errors. Client code that every public page loads uses this one, so a visitor does not
 * download the account and game areas' texts; anything else uses t() from '@/lib/i18n'.
 */
export function t(key: string, vars?: Record<string, string | number>): string {
  return translate(site as Dict, key, vars);
}
