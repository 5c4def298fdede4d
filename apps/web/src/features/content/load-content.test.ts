import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SLUGS, loadContentHtml, resolveContentDir } from './load-content';

const webDir = path.resolve(import.meta.dirname, '../../..');

describe('resolveContentDir', () => {
  it('finds the content folder from apps/web and from the repository root', () => {
    const expected = path.join(webDir, 'content');
    expect(resolveContentDir(webDir)).toBe(expected);
    expect(resolveContentDir(path.resolve(webDir, '../..'))).toBe(expected);
  });
});

describe('loadContentHtml', () => {
  it.each(CONTENT_SLUGS)('renders %s.md to substantial HTML', async (slug) => {
    const html = await loadContentHtml(slug);
    expect(html).toContain('<h2');
    expect(html.length).toBeGreaterThan(2000);
  });
});
