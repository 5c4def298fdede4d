import { describe, expect, it } from 'vitest';
import { movedGamePath } from './retired-game-slugs';

describe('movedGamePath', () => {
  it('sends the retired Starforge Megaways page to Starforge Ways', () => {
    expect(movedGamePath('/game/starforge-megaways')).toBe('/game/starforge-ways');
    expect(movedGamePath('/game/starforge-megaways/')).toBe('/game/starforge-ways');
    expect(movedGamePath('/game/Starforge-Megaways')).toBe('/game/starforge-ways');
  });

  it('leaves every other path alone, the new page included', () => {
    for (const path of ['/game/starforge-ways', '/game/lucky-lanterns', '/game/starforge-megaways/x', '/games/starforge-megaways', '/']) {
      expect(movedGamePath(path), path).toBeNull();
    }
  });
});
