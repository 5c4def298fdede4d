import { describe, expect, it } from 'vitest';
import { LOADER_ATTRIBUTE, loadScriptsAfterFirstPaint } from './after-first-paint';

const N = 'bm9uY2Vub25jZW5vbmNl';
const PAGE =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${N}"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${N}" href="/_next/static/chunks/runtime.js"/>` +
  `<script src="/_next/static/chunks/one.js" async="" nonce="${N}"></script>` +
  `<script src="/_next/static/chunks/two.js" async="" nonce="${N}"></script>` +
  `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${N}"></script></head>` +
  `<body><h1>Lobby</h1><script nonce="${N}" id="_R_">(globalThis.TURBOPACK||[]).push({})</script>` +
  `<script src="/_next/static/chunks/runtime.js" nonce="${N}" async=""></script>` +
  `<script nonce="${N}">self.__next_f.push([1,"<script src=\\"/_next/static/chunks/one.js\\" async=\\"\\"></script>"])</script></body></html>`;

describe('loadScriptsAfterFirstPaint', () => {
  const out = loadScriptsAfterFirstPaint(PAGE, N);

  it('takes the async chunk scripts and the script preloads out of the HTML', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|runtime)\.js"/);
    expect(out).not.toContain('rel="preload"');
  });

  it('adds them back from one script with the nonce, in their order, at the end of the body', () => {
    const loader = new RegExp(`<script nonce="${N}" ${LOADER_ATTRIBUTE}>.*</script></body></html>$`);
    expect(out).toMatch(loader);
    expect(out).toContain('["/_next/static/chunks/one.js","/_next/static/chunks/two.js","/_next/static/chunks/runtime.js"]');
    expect(out).toContain(`e.nonce="${N}"`);
  });

  it('leaves the stylesheet, the module-less fallback and other inline scripts alone', () => {
    expect(out).toContain('href="/_next/static/chunks/a.css"');
    expect(out).toContain('legacy.js" noModule=""');
    expect(out).toContain('(globalThis.TURBOPACK||[]).push({})');
  });

  it('sends the page data as inert JSON blocks, in order, which the loader hands to Next before the chunks', () => {
    const page = PAGE.replace('</body>', `<script nonce="${N}">self.__next_f.push([1,"second"])</script></body>`);
    const html = loadScriptsAfterFirstPaint(page, N);
    expect(html).not.toContain('self.__next_f.push([1,');
    const blocks = [...html.matchAll(new RegExp(`<script type="application/json" nonce="${N}" data-page-data>([^<]*)</script>`, 'g'))].map(
      (m) => JSON.parse(m[1]!),
    );
    // The first one carried markup inside its string: it arrives whole, its "<" escaped so no block ends early.
    expect(blocks).toEqual([
      [1, '<script src="/_next/static/chunks/one.js" async=""></script>'],
      [1, 'second'],
    ]);
    const loader = html.slice(html.indexOf(LOADER_ATTRIBUTE));
    expect(loader.indexOf('script[data-page-data]')).toBeGreaterThan(-1);
    expect(loader.indexOf('script[data-page-data]')).toBeLessThan(loader.indexOf('document.createElement("script")'));
  });

  it('leaves every page-data script as it was when one of them is not JSON', () => {
    const page = PAGE.replace('</body>', `<script nonce="${N}">self.__next_f.push([1,someVariable])</script></body>`);
    const html = loadScriptsAfterFirstPaint(page, N);
    expect(html).toContain('self.__next_f.push([1,"<script src=');
    expect(html).toContain('self.__next_f.push([1,someVariable])');
    expect(html).not.toContain('data-page-data>');
  });

  it('changes nothing in a page without chunk scripts or without a body end', () => {
    const plain = '<html><body><p>Terms</p></body></html>';
    expect(loadScriptsAfterFirstPaint(plain, N)).toBe(plain);
    const cut = PAGE.replace('</body></html>', '');
    expect(loadScriptsAfterFirstPaint(cut, N)).toBe(cut);
  });
});
