import type { TPlayFamily, TPlaySession } from '@casino/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { FAMILIES } from '../families/registry';
import { PlayFooter } from './play-footer';

// Session time and the net position are on screen under every family's game (UKGC RTS 13C and 2E): the shell's
// footer draws them for each family of the web registry, whatever the family adds of its own.

const sessionOf = (family: TPlayFamily, totals: TPlaySession['totals']) =>
  ({
    game: { family, name: 'A title' },
    currency: 'EUR',
    startedAt: new Date(Date.now() - 65 * 60_000).toISOString(),
    totals,
  }) as unknown as TPlaySession;

describe('the game frame footer', () => {
  it.each(Object.keys(FAMILIES) as TPlayFamily[])('%s shows the session time and the net position', (family) => {
    const html = renderToStaticMarkup(createElement(PlayFooter, { session: sessionOf(family, { staked: '12.50', won: '5.25' }) }));
    expect(html).toMatch(/data-testid="play-session-time"[^>]*>1:0[45]:\d\d</);
    expect(html).toContain(`data-testid="play-net" class="font-mono font-semibold text-white">${formatMoney('-7.25', 'EUR')}<`);
  });

  it('shows a net gain as it stands', () => {
    const html = renderToStaticMarkup(createElement(PlayFooter, { session: sessionOf('slots', { staked: '1.00', won: '3.40' }) }));
    expect(html).toContain(`>${formatMoney('2.40', 'EUR')}<`);
  });
});
