import { describe, expect, it } from 'vitest';
import { chatGlobal } from './chat-settings';

describe('chatGlobal', () => {
  it("hands the widget the site id and the player's name and id", () => {
    expect(chatGlobal({ siteId: 'site-1' }, { name: 'Ada Lovelace', id: 'u-1' })).toEqual({
      siteId: 'site-1',
      user: { name: 'Ada Lovelace', id: 'u-1' },
    });
  });

  it('has no user for a visitor', () => {
    expect(chatGlobal({ siteId: 'site-1' }, null)).toEqual({ siteId: 'site-1', user: null });
  });

  it('copies only the name and id', () => {
    const user = { name: 'Ada', id: 'u-1', email: 'ada@example.com' };
    expect(chatGlobal({ siteId: 's' }, user).user).toEqual({ name: 'Ada', id: 'u-1' });
  });
});
