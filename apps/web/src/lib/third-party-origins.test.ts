import type { TSiteConfiguration } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { thirdPartyOrigins } from './third-party-origins';

const base: TSiteConfiguration = {
  operator: {
    companyName: 'Operator Ltd',
    companyNumber: '1',
    registeredAddress: 'Belize City',
    licenceAuthority: 'Authority',
    licenceNumber: 'L-1',
    supportEmail: 's@x.example',
    privacyEmail: 'p@x.example',
    complianceEmail: 'c@x.example',
  },
  socialLinks: [],
  liveChat: null,
  regulatorSeal: null,
};

describe('thirdPartyOrigins', () => {
  it('is empty without a configuration or without third parties', () => {
    expect(thirdPartyOrigins(null)).toEqual({ chat: [], seal: [] });
    expect(thirdPartyOrigins(base)).toEqual({ chat: [], seal: [] });
  });

  it('gives the origin of each configured script', () => {
    const config: TSiteConfiguration = {
      ...base,
      liveChat: { scriptUrl: 'https://chat.example:8443/widget/loader.js?v=2', siteId: 'site-1' },
      regulatorSeal: { scriptUrl: 'https://seal.example/seal.js' },
    };
    expect(thirdPartyOrigins(config)).toEqual({ chat: ['https://chat.example:8443'], seal: ['https://seal.example'] });
  });

  it('ignores what is not an http(s) URL', () => {
    const config = { ...base, regulatorSeal: { scriptUrl: 'javascript:alert(1)' } };
    expect(thirdPartyOrigins(config)).toEqual({ chat: [], seal: [] });
  });
});
