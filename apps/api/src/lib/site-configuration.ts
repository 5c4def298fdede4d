import {
  isLoopbackHttpUrl,
  ZLiveChatSettings,
  ZOperator,
  ZRegulatorSealSettings,
  ZSocialLink,
  type TSiteConfiguration,
} from '@casino/contracts';
import { z } from 'zod';
import type { Config } from '../config';
import { readJsonConfigFile } from './config-file';

const VARIABLE = 'SITE_CONFIG_FILE';

const DEFAULTS: Omit<TSiteConfiguration, 'operator'> = {
  socialLinks: [],
  liveChat: null,
  regulatorSeal: null,
};

/**
 * What only a demo or an unfinished file holds: RFC 2606 example names ("Demo Operator Ltd (example
 * data)", support@casino.example), test-only mail domains, placeholders and runs of zeros.
 */
const DEMO_VALUE = /\bexample\b|\.(test|invalid|localhost|localdomain)$|\[OPERATOR|placeholder|0{6,}/i;

/** In production every detail players read about the operator must be the real one. */
const ZRealOperator = ZOperator.superRefine((operator, ctx) => {
  for (const [field, value] of Object.entries(operator)) {
    if (DEMO_VALUE.test(value)) {
      ctx.addIssue({ code: 'custom', path: [field], message: `"${value}" is example data: production needs the operator's real details` });
    }
  }
});

const notLoopbackHttp = (value: string) => !isLoopbackHttpUrl(value);
const HTTPS_IN_PRODUCTION = 'must be an https:// URL (http://localhost is for development only)';

export type SiteConfigurationOptions = {
  /**
   * Production refuses the demo operator, and scripts from http://localhost or http://127.0.0.1
   * (a widget served by a developer's machine or a browser test): every script comes over https.
   */
  isProduction: boolean;
};

/** `operator` is required; every other key may be left out (the default applies); an unknown key is refused, so a typo is not silently ignored. */
function siteConfigFileSchema({ isProduction }: SiteConfigurationOptions) {
  const liveChat = isProduction
    ? ZLiveChatSettings.extend({ scriptUrl: ZLiveChatSettings.shape.scriptUrl.refine(notLoopbackHttp, HTTPS_IN_PRODUCTION) })
    : ZLiveChatSettings;
  const regulatorSeal = isProduction
    ? ZRegulatorSealSettings.extend({ scriptUrl: ZRegulatorSealSettings.shape.scriptUrl.refine(notLoopbackHttp, HTTPS_IN_PRODUCTION) })
    : ZRegulatorSealSettings;
  return z.strictObject(
    {
      operator: isProduction ? ZRealOperator : ZOperator,
      socialLinks: z.array(ZSocialLink).optional(),
      liveChat: liveChat.nullable().optional(),
      regulatorSeal: regulatorSeal.nullable().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type' ? 'must be an object with operator, socialLinks, liveChat and regulatorSeal' : undefined,
    },
  );
}

/** Reads and checks the site configuration file, merged over the defaults. */
export function loadSiteConfiguration(file: string, options: SiteConfigurationOptions): TSiteConfiguration {
  const fromFile = readJsonConfigFile(VARIABLE, file, siteConfigFileSchema(options));
  const set = Object.fromEntries(Object.entries(fromFile).filter(([, v]) => v !== undefined));
  return { ...DEFAULTS, ...set, operator: fromFile.operator };
}

// The file is read once per process: a change takes effect on the next start.
const loaded = new Map<string, TSiteConfiguration>();

/** The static site-configuration file's body. Throws a configuration error for a bad file. */
export function getSiteConfiguration({
  siteConfigFile,
  isProduction,
}: Pick<Config, 'siteConfigFile' | 'isProduction'>): TSiteConfiguration {
  const key = `${isProduction ? 'production' : 'dev'}:${siteConfigFile}`;
  let configuration = loaded.get(key);
  if (!configuration) {
    configuration = loadSiteConfiguration(siteConfigFile, { isProduction });
    loaded.set(key, configuration);
  }
  return configuration;
}
