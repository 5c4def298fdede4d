import { drawVirtualEvent, virtualEventFloats } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import type { PlainJson } from '../plain-json';

/**
 * One event from one float stream (nonce: the event's number, client seed: the title key): the field first,
 * then the finishing order by name or the shoot-out's kicks.
 */
export const virtualSportsReader: FamilyReader<'virtualSports'> = {
  betExample: null,
  read(config) {
    return {
      choices: null,
      floats: virtualEventFloats(config),
      outcome(source): PlainJson {
        if (config.sport === 'penalties') {
          const { home, away, homeChance, awayChance, kicks, homeGoals, awayGoals, suddenDeath } = drawVirtualEvent(config, source);
          return {
            home,
            away,
            homeChance,
            awayChance,
            kicks: kicks.map(({ side, scored }) => ({ side, scored })),
            homeGoals,
            awayGoals,
            suddenDeath,
          };
        }
        const { field, order } = drawVirtualEvent(config, source);
        return { field: field.map(({ name, strength }) => ({ name, strength })), finish: order.map((runner) => field[runner]!.name) };
      },
    };
  },
};
