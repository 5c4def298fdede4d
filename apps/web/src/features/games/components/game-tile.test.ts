import type { TGame } from '@casino/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameTile } from './game-tile';

const game = (change: Partial<TGame> = {}): TGame => ({
  id: 'copperfox:MoonlitMarsh',
  name: 'Moonlit Marsh',
  provider: 'CopperFox',
  imageId: 'copperfox:MoonlitMarsh',
  launchId: 'copperfox:MoonlitMarsh',
  categories: ['slots'],
  rtp: 96.1,
  volatility: 'high',
  minBet: '0.10',
  maxBet: '100.00',
  ...change,
});

const render = (g: TGame) => renderToStaticMarkup(createElement(GameTile, { game: g }));
/** The texts of the markup, tags and attributes left out. */
const textsOf = (html: string) => [...html.matchAll(/>([^<]+)</g)].map((m) => m[1]!.trim()).filter(Boolean);

describe('GameTile', () => {
  it.each([
    ['with its art', game()],
    ['without art', game({ imageId: null })],
  ])('writes the name once and the studio by name, %s', (_case, g) => {
    const texts = textsOf(render(g));
    expect(texts.filter((text) => text === g.name)).toHaveLength(1);
    expect(texts).toContain(g.provider);
  });

  it('states RTP and volatility as the description of the link that opens the game', () => {
    const html = render(game());
    const described = /<a [^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(described).toBeTruthy();
    const facts = new RegExp(`<p id="${described}"([^>]*)>(.*?)</p>`).exec(html);
    expect(textsOf(`>${facts?.[2]}<`)).toEqual(['RTP 96.10%', 'Volatility High']);
    // Over the art without taking its clicks.
    expect(facts?.[1]).toMatch(/class="[^"]*pointer-events-none/);
  });
});
