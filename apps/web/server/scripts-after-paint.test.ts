import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint';

const NONCE = 'abcdefghijklmnop1234';
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('scriptsAfterPaint', () => {
  it('turns async scripts into preloads started by one script after the first frame', () => {
    const html = page(
      `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script><script src="/_next/static/chunks/b.js" nonce="${NONCE}" async=""></script>`,
      '<p>Hello</p>',
    );
    const out = scriptsAfterPaint(html, NONCE);
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain(`<link rel="preload" as="script" href="/_next/static/chunks/a.js" nonce="${NONCE}">`);
    expect(out).toContain(`<link rel="preload" as="script" href="/_next/static/chunks/b.js" nonce="${NONCE}">`);
    const loader = /<script nonce="abcdefghijklmnop1234">(.*?)<\/script><\/body>/.exec(out)?.[1];
    expect(loader).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]');
    expect(loader).toContain('requestAnimationFrame');
    expect(out.indexOf('<p>Hello</p>')).toBeLessThan(out.indexOf(loader!));
  });

  it('leaves other scripts where they are and adds no second preload for a file Next preloads', () => {
    const html = page(
      `<link rel="preload" as="script" fetchPriority="low" href="/c.js"/><script src="/legacy.js" noModule="" nonce="${NONCE}"></script><script nonce="${NONCE}" id="_R_">1</script>`,
      `<script src="/c.js" nonce="${NONCE}" async=""></script>`,
    );
    const out = scriptsAfterPaint(html, NONCE);
    expect(out).toContain(`<script src="/legacy.js" noModule="" nonce="${NONCE}"></script>`);
    expect(out).toContain(`<script nonce="${NONCE}" id="_R_">1</script>`);
    expect(out.match(/href="\/c\.js"/g)).toHaveLength(1);
    expect(out).toContain('(["/c.js"])');
  });

  it('keeps a page without async scripts, or without a body, as it was', () => {
    const plain = page('<title>x</title>', '<p>x</p>');
    expect(scriptsAfterPaint(plain, NONCE)).toBe(plain);
    const noBody = `<html><script src="/a.js" async=""></script></html>`;
    expect(scriptsAfterPaint(noBody, NONCE)).toBe(noBody);
  });

  it('cannot be made to close its own script element by a file name', () => {
    const out = scriptsAfterPaint(page(`<script src="/a</script>.js" async=""></script>`, ''), NONCE);
    const loader = /<script nonce="[^"]+">(.*?)<\/script><\/body>/.exec(out)?.[1] ?? '';
    expect(loader).not.toContain('</script');
  });
});
