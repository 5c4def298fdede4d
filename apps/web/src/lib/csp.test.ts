import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, webSocketOrigin } from './csp';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows only this site by default', () => {
    const d = directives(contentSecurityPolicy({ isProduction: true, imageOrigins: [] }));
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'self'"]);
  });

  it("permits eval only outside production (the dev server's refresh needs it)", () => {
    expect(directives(contentSecurityPolicy({ isProduction: false, imageOrigins: [] }))['script-src']).toContain("'unsafe-eval'");
  });

  it('adds the image CDNs to img-src only', () => {
    const d = directives(contentSecurityPolicy({ isProduction: true, imageOrigins: ['https://img.example'] }));
    expect(d['img-src']).toContain('https://img.example');
    expect(d['script-src']).not.toContain('https://img.example');
  });

  it('lets the chat vendor load its script, styles, fonts, frames and talk to its host', () => {
    const d = directives(contentSecurityPolicy({ isProduction: true, imageOrigins: [], chatOrigins: ['https://chat.example'] }));
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src']) {
      expect(d[name], name).toContain('https://chat.example');
    }
    expect(d['connect-src']).toContain('wss://chat.example');
    expect(d['default-src']).toEqual(["'self'"]);
  });

  it('lets the regulator seal load its script, image and frame, nothing more', () => {
    const d = directives(contentSecurityPolicy({ isProduction: true, imageOrigins: [], sealOrigins: ['https://seal.example'] }));
    expect(d['script-src']).toContain('https://seal.example');
    expect(d['img-src']).toContain('https://seal.example');
    expect(d['frame-src']).toContain('https://seal.example');
    expect(d['connect-src']).not.toContain('https://seal.example');
  });

  it('lists each source once', () => {
    const d = directives(
      contentSecurityPolicy({
        isProduction: true,
        imageOrigins: ['https://x.example'],
        chatOrigins: ['https://x.example'],
        sealOrigins: ['https://x.example'],
      }),
    );
    expect(d['img-src']!.filter((s) => s === 'https://x.example')).toHaveLength(1);
  });
});

describe('webSocketOrigin', () => {
  it('maps http(s) to ws(s)', () => {
    expect(webSocketOrigin('https://chat.example')).toBe('wss://chat.example');
    expect(webSocketOrigin('http://127.0.0.1:9000')).toBe('ws://127.0.0.1:9000');
  });
});
