import { drawVirtualEvent, VIRTUAL_SPORTS_TITLES, virtualEventFloats, type VirtualSportsTitleKey } from '@casino/games';
import type { PlayedRoundDraws } from '../family-entry';

/** The event's whole stream: the field, then the finishing order or the kicks. */
export const virtualSportsDraws: PlayedRoundDraws<'virtualSports'> = {
  async recompute(round, titleKey, source) {
    const config = VIRTUAL_SPORTS_TITLES[titleKey as VirtualSportsTitleKey]?.config;
    if (!config) return undefined;
    const floats = await source(virtualEventFloats(config));
    return config.sport === 'penalties' ? drawVirtualEvent(config, floats) : drawVirtualEvent(config, floats);
  },
  stored(round) {
    return round.steps[0]?.event;
  },
};
