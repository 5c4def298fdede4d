import { CRASH_TITLES, SLOT_TITLES } from '@casino/games';
import type { TPlaySession } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ruleTexts } from './rule-texts';

type View = TPlaySession['view'];

/** A slot title's view as the API builds it, with only what the rules read. */
const slotView = (title: (typeof SLOT_TITLES)[number]) =>
  ({
    family: 'slots',
    mode:
      title.mode.kind === 'lines'
        ? { kind: 'lines', paylines: title.mode.paylines.map((line) => [...line]) }
        : { kind: 'ways', coins: title.mode.coins },
    freeSpins: {
      awards: [...title.freeSpins.awards],
      multiplier: title.freeSpins.multiplier,
      maxSpins: title.freeSpins.maxSpins,
      ownReels: title.freeSpins.reels !== undefined,
    },
  }) as unknown as View;

describe('the rules on the info screen', () => {
  it.each(SLOT_TITLES.map((title) => [title.name, title] as const))(
    '%s: tells the free-spin cap, which strips free spins turn and how a win is counted',
    (_, title) => {
      const text = ruleTexts(slotView(title)).join(' ');
      expect(text).toContain(`up to ${title.freeSpins.maxSpins} free spins in one feature`);
      expect(text).toContain(
        title.freeSpins.reels ? 'Free spins turn their own reel strips' : "Free spins turn the base game's reel strips",
      );
      const paytable = ruleTexts(slotView(title))[1]!;
      if (title.mode.kind === 'ways') {
        expect(paytable).toContain('once per way');
        expect(paytable).not.toContain('per line');
      } else {
        expect(paytable).toContain(`${title.mode.paylines.length} paylines`);
        expect(paytable).not.toContain('per way');
      }
    },
  );

  it('tells the crash cap, ×1,000, where every bet still in is paid', () => {
    for (const title of Object.values(CRASH_TITLES)) expect(title.config.maxMultiplier).toBe(100_000);
    expect(ruleTexts({ family: 'crash', maxMultiplier: 100_000, bettingMs: 7_000 }).join(' ')).toContain('The rise stops at ×1,000');
  });

  it('tells where small stakes are refused for rounding, in the families that round', () => {
    expect(ruleTexts({ family: 'dice', rtpBasisPoints: 9_800 }).join(' ')).toContain('rounded down');
    expect(ruleTexts({ family: 'mines', rtpBasisPoints: 9_700 }).join(' ')).toContain('rounded down');
    const virtual = ruleTexts({ family: 'virtualSports', markets: ['win'], overround: '5.26', totalLine: null, eachWay: null } as View);
    expect(virtual.join(' ')).toContain('rounded down');
    expect(virtual.join(' ')).toContain('multiples of 100');
  });
});
