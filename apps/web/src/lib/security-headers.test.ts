import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  pageSecurityHeaders,
  permissionsPolicy,
  webSocketOrigin,
  type CspOptions,
} from './security-headers';

const NONCE = 'bm9uY2Utb2YtdGhpcy1wYWdl';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );
}

const policy = (options: Partial<CspOptions> = {}) =>
  directives(contentSecurityPolicy({ nonce: NONCE, isProduction: true, imageOrigins: [], ...options }));

describe('contentSecurityPolicy', () => {
  it('allows only this site by default', () => {
    const d = policy();
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'self'"]);
  });

  it("runs scripts by this page's nonce and what they load, never inline code without it", () => {
    const scripts = policy()['script-src'];
    expect(scripts).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'", "'self'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("permits eval only outside production (the dev server's refresh needs it)", () => {
    expect(policy({ isProduction: false })['script-src']).toContain("'unsafe-eval'");
    expect(policy({ isProduction: false })['script-src']).not.toContain("'unsafe-inline'");
  });

  it('adds the image CDNs to img-src only', () => {
    const d = policy({ imageOrigins: ['https://img.example'] });
    expect(d['img-src']).toContain('https://img.example');
    expect(d['script-src']).not.toContain('https://img.example');
  });

  it('lets the chat vendor load its script, styles, fonts, frames and talk to its host', () => {
    const d = policy({ chatOrigins: ['https://chat.example'] });
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src']) {
      expect(d[name], name).toContain('https://chat.example');
    }
    expect(d['connect-src']).toContain('wss://chat.example');
    expect(d['default-src']).toEqual(["'self'"]);
  });

  it('lets the regulator seal load its script, image and frame, nothing more', () => {
    const d = policy({ sealOrigins: ['https://seal.example'] });
    expect(d['script-src']).toContain('https://seal.example');
    expect(d['img-src']).toContain('https://seal.example');
    expect(d['frame-src']).toContain('https://seal.example');
    expect(d['connect-src']).not.toContain('https://seal.example');
  });

  it('lists each source once', () => {
    const d = policy({ imageOrigins: ['https://x.example'], chatOrigins: ['https://x.example'], sealOrigins: ['https://x.example'] });
    expect(d['img-src']!.filter((s) => s === 'https://x.example')).toHaveLength(1);
  });
});

describe('createNonce', () => {
  it('gives 128 random bits in the base64 form Next reads from the policy', () => {
    const nonces = Array.from({ length: 50 }, createNonce);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('permissionsPolicy', () => {
  const features = Object.fromEntries(
    permissionsPolicy()
      .split(', ')
      .map((entry) => entry.split('=') as [string, string]),
  );

  it('switches off the devices and APIs the site never uses', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) {
      expect(features[feature], feature).toBe('()');
    }
  });

  it('keeps full screen for this site (game frames)', () => {
    expect(features.fullscreen).toBe('(self)');
  });
});

describe('pageSecurityHeaders', () => {
  it('sets the policy, the permissions and an opener policy that isolates the page', () => {
    const headers = pageSecurityHeaders({ nonce: NONCE, isProduction: true, imageOrigins: [] });
    expect(headers['Content-Security-Policy']).toContain(`'nonce-${NONCE}'`);
    expect(headers['Permissions-Policy']).toBe(permissionsPolicy());
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});

describe('webSocketOrigin', () => {
  it('maps http(s) to ws(s)', () => {
    expect(webSocketOrigin('https://chat.example')).toBe('wss://chat.example');
    expect(webSocketOrigin('http://127.0.0.1:9000')).toBe('ws://127.0.0.1:9000');
  });
});
