import type { TPlayGameView } from '@casino/contracts';
import type { TitleOf, ToMajor } from '../family-entry';

export function slotsView(title: TitleOf<'slots'>, major: ToMajor): TPlayGameView {
  const { mode, symbols, reels, freeSpins, coinValues } = title.config;
  return {
    family: 'slots',
    mode: mode.kind === 'lines' ? { kind: 'lines', paylines: mode.paylines.map((line) => [...line]) } : { kind: 'ways', coins: mode.coins },
    symbols: symbols.map((s) => ({ id: s.id, name: s.name, kind: s.kind, ...(s.pays ? { pays: [...s.pays] } : {}) })),
    reels: [...reels],
    freeSpins: {
      awards: [...freeSpins.awards],
      multiplier: freeSpins.multiplier,
      maxSpins: freeSpins.maxSpins,
      ownReels: freeSpins.reels !== undefined,
    },
    coinValues: coinValues.map(major),
  };
}
