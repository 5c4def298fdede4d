import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SymbolArt } from './symbol-art';

const icon = { viewBox: '0 0 32 32', body: '<circle cx="16" cy="16" r="8" fill="#f00"></circle>' };
const render = (kind: 'wild' | 'scatter' | 'regular', name: string, withIcon: boolean, rank = -1) =>
  renderToStaticMarkup(
    createElement(SymbolArt, { symbol: { id: 'X', name, kind, pays: [1, 2, 3] }, rank, hue: 200, icon: withIcon ? icon : undefined }),
  );

describe('a slot symbol', () => {
  it('is an image named by its symbol, its icon drawn inside its frame', () => {
    const html = render('regular', 'Cherry', true, 0);
    expect(html).toMatch(/^<svg[^>]* role="img" aria-label="Cherry"/);
    expect(html).toContain('<svg x="14" y="14" width="72" height="72" viewBox="0 0 32 32"><circle');
  });

  it('says its role on a ribbon when it is a wild or a scatter', () => {
    expect(render('wild', 'Showgirl Wild', true)).toContain('>WILD</text>');
    expect(render('scatter', 'Spotlight', true)).toContain('>SCATTER</text>');
    expect(render('regular', 'Rose', true, 5)).not.toContain('</text>');
  });

  it('frames the best-paying symbols in gold', () => {
    expect(render('regular', 'Cherry', true, 0)).toContain('stroke="#f5c451"');
    expect(render('regular', 'Lipstick', true, 6)).not.toContain('stroke="#f5c451"');
  });

  it('shows its frame alone, with no letter, until the title’s art has arrived', () => {
    const html = render('regular', 'Cherry', false, 0);
    expect(html).toContain('aria-label="Cherry"');
    expect(html).not.toContain('viewBox="0 0 32 32"');
    expect(html).not.toContain('<text');
  });
});
