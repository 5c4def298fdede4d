/** docs/product.md, Audience: English is the only interface language; the selectors show it as the one choice. */
export const LANGUAGES = [{ code: 'en', labelKey: 'account.languages.en' }] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const CURRENT_LANGUAGE: LanguageCode = 'en';
