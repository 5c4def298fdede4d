import type { TOperator } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { fillOperatorPlaceholders } from './operator-placeholders';

const operator: TOperator = {
  companyName: 'Harbour & Sons <Gaming> Ltd',
  companyNumber: 'BZ 1',
  registeredAddress: '2 Quay Road, Belize City',
  licenceAuthority: 'Anjouan Offshore Finance Authority',
  licenceNumber: 'ALSI-1',
  supportEmail: 'help@harbour.bz',
  privacyEmail: 'dpo@harbour.bz',
  complianceEmail: 'mlro@harbour.bz',
};
const chat = { scriptUrl: 'https://chat.example.com/w.js', siteId: 's' };

describe('fillOperatorPlaceholders', () => {
  it('puts in every field of the operator, as text', () => {
    expect(
      fillOperatorPlaceholders('Run by {{companyName}} ({{companyNumber}}); write to {{supportEmail}}.', { operator, liveChat: null }),
    ).toBe('Run by Harbour &amp; Sons &lt;Gaming&gt; Ltd (BZ 1); write to help@harbour.bz.');
  });

  it('keeps the live-chat passages only when a chat is configured', () => {
    const text =
      'Ask us {{#liveChat}}by live chat or {{/liveChat}}at {{supportEmail}}.\n{{#liveChat}}- Chat: on every page\n{{/liveChat}}- Mail';
    expect(fillOperatorPlaceholders(text, { operator, liveChat: null })).toBe('Ask us at help@harbour.bz.\n- Mail');
    expect(fillOperatorPlaceholders(text, { operator, liveChat: chat })).toBe(
      'Ask us by live chat or at help@harbour.bz.\n- Chat: on every page\n- Mail',
    );
  });

  it('refuses a name the operator does not have', () => {
    expect(() => fillOperatorPlaceholders('{{companyNmae}}', { operator, liveChat: null })).toThrow('{{companyNmae}}');
    expect(() => fillOperatorPlaceholders('{{toString}}', { operator, liveChat: null })).toThrow('{{toString}}');
  });
});
