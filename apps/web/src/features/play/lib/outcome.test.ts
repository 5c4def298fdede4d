import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import common from '@/locales/en/common.json';
import { outcomeOf } from './outcome';

describe('outcomeOf', () => {
  it('calls a return above the stake a win', () => {
    expect(outcomeOf('0.10', '0.11', 'EUR')).toBe('win');
    expect(outcomeOf('1.00', '2.50', 'EUR')).toBe('win');
  });

  it('never calls a return at or below the stake a win', () => {
    expect(outcomeOf('0.10', '0.07', 'EUR')).toBe('returned'); // a slot line paying less than the spin
    expect(outcomeOf('0.10', '0.08', 'EUR')).toBe('returned'); // plinko ×0.8
    expect(outcomeOf('0.10', '0.10', 'EUR')).toBe('returned'); // a break-even ticket, a cash-out at ×1.00
  });

  it('calls nothing back a loss', () => {
    expect(outcomeOf('0.10', '0.00', 'EUR')).toBe('loss');
    expect(outcomeOf('0.10', '0', 'EUR')).toBe('loss');
  });

  it('compares in the currency’s minor units', () => {
    expect(outcomeOf('0.00010000', '0.00010001', 'BTC')).toBe('win');
    expect(outcomeOf('0.00010000', '0.0001', 'BTC')).toBe('returned');
  });
});

// Every screen that words a settled bet's result: the file and the text keys it must word a return with.
const FAMILIES = path.resolve(import.meta.dirname, '../families');
const RESULT_SCREENS: Record<string, { file: string; returned: string[] }> = {
  slots: { file: 'slots/index.tsx', returned: ['play.slots.returned'] },
  dice: { file: 'dice/index.tsx', returned: ['play.dice.returned'] },
  mines: { file: 'mines/index.tsx', returned: ['play.mines.returned'] },
  plinko: { file: 'plinko/index.tsx', returned: ['play.plinko.returned'] },
  scratch: { file: 'scratch/index.tsx', returned: ['play.scratch.returned'] },
  videoPoker: { file: 'video-poker/index.tsx', returned: ['play.videoPoker.returned'] },
  lottery: { file: 'lottery/index.tsx', returned: ['play.lottery.returned', 'play.lottery.returnedBingo'] },
  threeCardPoker: { file: 'ante-table.tsx', returned: ['play.threeCardPoker.returned'] },
  casinoHoldem: { file: 'ante-table.tsx', returned: ['play.casinoHoldem.returned'] },
  cardDuel: { file: 'card-duel/index.tsx', returned: ['play.cardDuel.returned'] },
  fishing: { file: 'fishing/index.tsx', returned: ['play.fishing.caughtReturned'] },
  craps: { file: 'craps/index.tsx', returned: ['play.craps.returned'] },
  blackjack: { file: 'blackjack/index.tsx', returned: ['play.blackjack.returned'] },
  crash: { file: 'crash/index.tsx', returned: ['play.crash.cashedOutReturned'] },
  virtualSports: { file: 'virtual-sports/board.ts', returned: ['play.virtualSports.betReturned'] },
};

const lookup = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), common);

describe.each(Object.entries(RESULT_SCREENS))('the %s result', (_family, { file, returned }) => {
  const code = readFileSync(path.join(FAMILIES, file), 'utf8');

  it('is decided by outcomeOf, not by a win above zero', () => {
    expect(code).toMatch(/\boutcomeOf\(/);
    // The old tests that called any money back a win.
    expect(code).not.toMatch(/win, currency\)!? > 0n|Number\([^)]*win\) > 0|multiplier > 0\s*\?\s*t\(/);
  });

  it('has a plain text for a return, with no word of winning', () => {
    for (const key of returned) {
      const text = lookup(key);
      expect(typeof text, key).toBe('string');
      expect((text as string).replace(/\{\w+\}/g, '')).not.toMatch(/\bwon\b|\bwin\b/i);
    }
  });
});
