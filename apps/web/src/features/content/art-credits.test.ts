import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArtCredits } from './art-credits';

describe('ArtCredits', () => {
  const html = renderToStaticMarkup(createElement(ArtCredits));

  it('credits the icon set and links its licence, as the MIT licence asks', () => {
    expect(html).toContain('Art and sound credits');
    expect(html).toMatch(/<a href="https:\/\/github.com\/microsoft\/fluentui-emoji"[^>]*>Fluent Emoji Flat<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/github.com\/microsoft\/fluentui-emoji\/blob\/main\/LICENSE"[^>]*>MIT License<\/a>/);
    // Links to another site neither pass our page as referrer nor get a handle on it.
    expect(html.match(/rel="noopener noreferrer"/g)).toHaveLength(2);
  });

  it('says where the sounds come from', () => {
    expect(html).toContain('no recordings are used');
  });
});
