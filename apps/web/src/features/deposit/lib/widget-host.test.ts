import { describe, expect, it } from 'vitest';
import { isLocalOrDevHost, mifinityWidgetUrl, widgetHost } from './widget-host';

const SETTINGS = { demoHost: 'https://demo.widget.example/', secureHost: 'https://secure.widget.example' };
const at = (origin: string) => ({ origin, hostname: new URL(origin).hostname });

describe('isLocalOrDevHost', () => {
  it('knows local and development hosts', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '[::1]',
      'casino.localhost',
      'box.local',
      'dev.casino.example',
      'web-dev.casino.example',
    ]) {
      expect(isLocalOrDevHost(host), host).toBe(true);
    }
  });

  it('treats everything else as live', () => {
    for (const host of ['casino.example', 'www.casino.example', 'devices.example', 'developer.casino.example']) {
      expect(isLocalOrDevHost(host), host).toBe(false);
    }
  });
});

describe('widgetHost', () => {
  it('uses the demo host locally and the secure host live, without a trailing slash', () => {
    expect(widgetHost(at('http://localhost:3000'), SETTINGS)).toBe('https://demo.widget.example');
    expect(widgetHost(at('https://casino.example'), SETTINGS)).toBe('https://secure.widget.example');
  });

  it("falls back to the site's own origin when a host is not configured", () => {
    expect(widgetHost(at('http://localhost:3000'), {})).toBe('http://localhost:3000');
    expect(widgetHost(at('https://casino.example'), { demoHost: SETTINGS.demoHost, secureHost: ' ' })).toBe('https://casino.example');
  });
});

describe('mifinityWidgetUrl', () => {
  it('puts the token in the sandbox path', () => {
    expect(mifinityWidgetUrl('https://casino.example', 'tok/en')).toBe('https://casino.example/payments/sandbox/mifinity/tok%2Fen');
  });
});
