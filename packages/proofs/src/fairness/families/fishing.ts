import { fishingFamily, FloatSource } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/**
 * One float decides the shot; whether it catches depends on the target aimed at, so the outcome names every
 * target of the title, caught or not.
 */
export const fishingReader: FamilyReader<'fishing'> = {
  betExample: null,
  read(config) {
    const shotAt = (target: string) => ({ amount: NOMINAL_STAKE, target });
    return {
      choices: null,
      floats: Math.max(...config.targets.map((target) => fishingFamily.maxFloats(config, shotAt(target.id)))),
      outcome(source) {
        // Every target's shot reads the same float.
        const float = source.next();
        const shots = config.targets.map(({ id }) => {
          const { name, multiplier, caught } = fishingFamily.open(config, shotAt(id), new FloatSource([float])).steps[0]!;
          return { target: id, name, multiplier, caught };
        });
        return { shots };
      },
    };
  },
};
