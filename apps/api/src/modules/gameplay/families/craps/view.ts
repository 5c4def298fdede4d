import type { TPlayGameView } from '@casino/contracts';
import { CRAPS_HARDWAYS, CRAPS_MAX_ROLLS, CRAPS_POINTS, crapsMath, toPercent } from '@casino/games';
import type { TitleOf } from '../family-entry';

export function crapsView(title: TitleOf<'craps'>): TPlayGameView {
  const { oddsMultiple, field, place, hardways } = title.config;
  const byNumber = <K extends number, V>(record: Readonly<Record<K, V>>, keys: readonly K[], copy: (v: V) => V) =>
    Object.fromEntries(keys.map((key) => [String(key), copy(record[key])]));
  const pay = ([num, den]: readonly [number, number]): [number, number] => [num, den];
  return {
    family: 'craps',
    oddsMultiple: byNumber(oddsMultiple, CRAPS_POINTS, (n) => n) as Record<'4' | '5' | '6' | '8' | '9' | '10', number>,
    field: { ...field },
    place: byNumber(place, CRAPS_POINTS, pay) as Record<'4' | '5' | '6' | '8' | '9' | '10', [number, number]>,
    hardways: byNumber(hardways, CRAPS_HARDWAYS, pay) as Record<'4' | '6' | '8' | '10', [number, number]>,
    rtps: crapsMath(title.config).map(({ bet, rtp }) => ({ bet, rtp: toPercent(rtp, 2) })),
    maxRolls: CRAPS_MAX_ROLLS,
  };
}
