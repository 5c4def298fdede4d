import { isLoopbackHttpUrl, ZLiveChatSettings, ZRegulatorSealSettings, ZSocialLink, type TSiteConfiguration } from '@casino/contracts';
import { z } from 'zod';
import type { Config } from '../../config';
import { readJsonConfigFile } from './config-file';

const VARIABLE = 'SITE_CONFIG_FILE';

/** Marks what only the operator can fill in: "[OPERATOR: Anjouan licence number]". */
const OPERATOR_PLACEHOLDER = /\[OPERATOR:[^\]]*\]/g;

/** The footer's company and licence statement (SPEC.md §1): registered in Belize, licensed in Anjouan, 18+. */
export const DEFAULT_LICENCE_TEXT =
  'This website is operated by [OPERATOR: company name], a company registered in Belize under company number ' +
  '[OPERATOR: Belize company number], with its registered address at [OPERATOR: registered address], Belize. ' +
  'It is licensed and regulated by the Government of the Autonomous Island of Anjouan, Union of Comoros, under ' +
  'licence number [OPERATOR: Anjouan licence number]. Gambling is for adults only: you must be 18 or older to play. ' +
  'Gambling can be addictive, please play responsibly.';

export type SiteSettings = Omit<TSiteConfiguration, 'supportEmail'>;

const DEFAULTS: SiteSettings = {
  licenceText: DEFAULT_LICENCE_TEXT,
  socialLinks: [],
  liveChat: null,
  regulatorSeal: null,
};

export type SiteSettingsOptions = {
  /**
   * Accept http://localhost and http://127.0.0.1 script URLs (a widget served by a developer's
   * machine or a browser test). Never in production, where every script comes over https.
   */
  allowLoopbackHttp?: boolean;
};

const notLoopbackHttp = (value: string) => !isLoopbackHttpUrl(value);
const HTTPS_IN_PRODUCTION = 'must be an https:// URL (http://localhost is for development only)';

/** Every key may be left out (the default applies); an unknown key is refused, so a typo is not silently ignored. */
function siteConfigFileSchema({ allowLoopbackHttp = false }: SiteSettingsOptions) {
  const liveChat = allowLoopbackHttp
    ? ZLiveChatSettings
    : ZLiveChatSettings.extend({ scriptUrl: ZLiveChatSettings.shape.scriptUrl.refine(notLoopbackHttp, HTTPS_IN_PRODUCTION) });
  const regulatorSeal = allowLoopbackHttp
    ? ZRegulatorSealSettings
    : ZRegulatorSealSettings.extend({ scriptUrl: ZRegulatorSealSettings.shape.scriptUrl.refine(notLoopbackHttp, HTTPS_IN_PRODUCTION) });
  return z.strictObject(
    {
      licenceText: z.string().trim().min(1, 'must not be empty').optional(),
      socialLinks: z.array(ZSocialLink).optional(),
      liveChat: liveChat.nullable().optional(),
      regulatorSeal: regulatorSeal.nullable().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type' ? 'must be an object with licenceText, socialLinks, liveChat and regulatorSeal' : undefined,
    },
  );
}

/** Reads and checks the site configuration file, merged over the defaults. Script URLs must be https unless options allow. */
export function loadSiteSettings(file: string, options: SiteSettingsOptions = {}): SiteSettings {
  const fromFile = readJsonConfigFile(VARIABLE, file, siteConfigFileSchema(options));
  const set = Object.fromEntries(Object.entries(fromFile).filter(([, v]) => v !== undefined));
  return { ...DEFAULTS, ...set };
}

/** The operator placeholders still in the licence text, for a warning at start in production. */
export function findOperatorPlaceholders(settings: SiteSettings): string[] {
  return settings.licenceText.match(OPERATOR_PLACEHOLDER) ?? [];
}

export type SiteConfigurationConfig = Pick<Config, 'siteConfigFile' | 'supportEmail' | 'isProduction'>;

// The file is read once per process: a change takes effect on the next start.
const loaded = new Map<string, SiteSettings>();

/**
 * The static site-configuration file's body. Throws a configuration error for a bad file.
 * Outside production a script may come from http://localhost or http://127.0.0.1.
 */
export function getSiteConfiguration(config: SiteConfigurationConfig): TSiteConfiguration {
  const allowLoopbackHttp = !config.isProduction;
  const key = `${allowLoopbackHttp ? 'dev' : 'production'}:${config.siteConfigFile}`;
  let settings = loaded.get(key);
  if (!settings) {
    settings = loadSiteSettings(config.siteConfigFile, { allowLoopbackHttp });
    loaded.set(key, settings);
  }
  return { supportEmail: config.supportEmail, ...settings };
}
