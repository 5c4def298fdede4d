import { MIN_ROWS } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { verifierPicker } from './verifier-picker';

const titleNames = {
  slots: [
    { key: 'AlphaReels', name: 'Alpha Reels' },
    { key: 'BetaReels', name: 'Beta Reels' },
  ],
};

describe("the verifier's game picker", () => {
  const picker = verifierPicker(titleNames);

  it('offers dice first, then roulette and plinko, then the slots as a group of their names', () => {
    expect(picker.map(({ group, choices }) => group ?? choices.map((choice) => choice.label).join())).toEqual([
      'Dice',
      'Roulette',
      'Plinko',
      'Slots',
    ]);
    expect(picker[3]!.choices.map(({ label }) => label)).toEqual(['Alpha Reels', 'Beta Reels']);
  });

  it('means one game per option, with distinct values', () => {
    const choices = picker.flatMap((entry) => entry.choices);
    expect(choices.map(({ game }) => game)).toEqual([
      { family: 'dice' },
      { family: 'roulette' },
      { family: 'plinko', rows: MIN_ROWS, risk: 'low' },
      { family: 'slots', titleKey: 'AlphaReels' },
      { family: 'slots', titleKey: 'BetaReels' },
    ]);
    expect(new Set(choices.map(({ value }) => value)).size).toBe(choices.length);
  });

  it("asks for plinko's own inputs only", () => {
    const withInputs = picker.flatMap((entry) => entry.choices).filter(({ Inputs }) => Inputs);
    expect(withInputs.map(({ game }) => game.family)).toEqual(['plinko']);
  });
});
