import { describe, expect, it } from 'vitest';
import { gameClickAction, gameHref } from './game-link';

const withArt = { id: 'g1', imageId: 'nova:SweetBonanza' };
const withoutArt = { id: 'NovaCrash', imageId: null };

describe('gameClickAction', () => {
  it('sends players to the play route', () => {
    expect(gameClickAction(withArt, true)).toEqual({ kind: 'navigate', href: '/game/sweet-bonanza' });
  });

  it('asks visitors to sign in for a game with an image id', () => {
    expect(gameClickAction(withArt, false)).toEqual({ kind: 'sign-in' });
  });

  it('opens the demo route for a visitor when there is no image id', () => {
    expect(gameClickAction(withoutArt, false)).toEqual({ kind: 'navigate', href: '/game/nova-crash?demo=true' });
  });

  it('builds hrefs from the slug rule', () => {
    expect(gameHref(withArt, true)).toBe('/game/sweet-bonanza?demo=true');
  });
});
