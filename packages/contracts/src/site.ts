import { z } from 'zod';
import { ZGameList } from './games';

/** An ISO 3166-1 alpha-2 code in upper case ("DE"). */
const ZCountryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as DE');

/** GET /cdn/static/country-codes.json (docs/product.md, Accounts): entries keyed by id, each with a name. */
export const ZCountryCodes = z.record(ZCountryCode, z.object({ name: z.string() }));
export type TCountryCodes = z.infer<typeof ZCountryCodes>;

/** A restricted country entry (docs/product.md, Special behaviours). */
const ZRestrictedCountry = z.object({ code: ZCountryCode });
/** GET /cdn/static/restricted-countries.json: visitors from these countries see the blocked-country page. */
export const ZRestrictedCountries = z.array(ZRestrictedCountry);
export type TRestrictedCountries = z.infer<typeof ZRestrictedCountries>;

/** Anything the browser loads or links to from the site configuration is served over TLS. */
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/** Hosts a plain-http script may come from: this machine only (a developer's or a browser test's widget). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for an http:// URL on this machine, such as http://127.0.0.1:4010/widget.js. */
export function isLoopbackHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * A third-party script: https, or http from this machine. The API accepts the http form only
 * outside production, where nothing a player loads comes from localhost.
 */
const scriptUrl = z
  .url({ protocol: /^https?$/, error: 'must be an https:// URL' })
  .refine((value) => value.startsWith('https:') || isLoopbackHttpUrl(value), 'must be an https:// URL');

export const ZSocialLink = z.object({ name: z.string().min(1), url: httpsUrl });
export type TSocialLink = z.infer<typeof ZSocialLink>;

/** The third-party live-chat widget (docs/product.md, Audience): its loader script and the operator's site id there. */
export const ZLiveChatSettings = z.object({ scriptUrl, siteId: z.string().min(1) });
export type TLiveChatSettings = z.infer<typeof ZLiveChatSettings>;

/** The licensing authority's seal script shown in the footer. */
export const ZRegulatorSealSettings = z.object({ scriptUrl });
export type TRegulatorSealSettings = z.infer<typeof ZRegulatorSealSettings>;

/**
 * Who runs the site (docs/product.md, Audience). The footer and every
 * legal page show these details, and only these: they live in the operator's site configuration.
 */
export const ZOperator = z.object({
  companyName: z.string().trim().min(1),
  companyNumber: z.string().trim().min(1),
  registeredAddress: z.string().trim().min(1),
  licenceAuthority: z.string().trim().min(1),
  licenceNumber: z.string().trim().min(1),
  /** The one address players write to for help, wherever the site names one. */
  supportEmail: z.email(),
  /** The data protection officer (privacy policy). */
  privacyEmail: z.email(),
  /** The money laundering reporting officer (AML policy). */
  complianceEmail: z.email(),
});
export type TOperator = z.infer<typeof ZOperator>;

/** GET /cdn/static/site-configuration.json: what the footer, the legal pages, the blocked-country page and the chat widget need. */
export const ZSiteConfiguration = z.object({
  operator: ZOperator,
  socialLinks: z.array(ZSocialLink),
  /** null: no chat widget is loaded, and no page offers a live chat. */
  liveChat: ZLiveChatSettings.nullable(),
  /** null: no seal is shown. */
  regulatorSeal: ZRegulatorSealSettings.nullable(),
});
export type TSiteConfiguration = z.infer<typeof ZSiteConfiguration>;

/** GET /cdn/static/recommended-games.json: catalogue games, in the shape of the category lists. */
export const ZRecommendedGames = ZGameList;
export type TRecommendedGames = z.infer<typeof ZRecommendedGames>;
