import type { TCurrencyCode } from './currencies';

// Apart from the currency table: code that needs only the defaults (a page's first load) does not
// carry the table with them.
export const DEFAULT_CURRENCY: TCurrencyCode = 'EUR';
export const DEFAULT_LANGUAGE = 'en';
