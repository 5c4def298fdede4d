import { limitsOf, type FamilyModule } from '../family-module';
import { videoPokerMath } from './rtp';
import { VIDEO_POKER_TITLES, type VideoPokerTitle } from './titles';
import { videoPokerFamily } from './video-poker';

// Pays are whole stakes: nothing is rounded.
export const videoPokerModule: FamilyModule<VideoPokerTitle> = {
  id: 'videoPoker',
  engine: videoPokerFamily,
  titles: VIDEO_POKER_TITLES,
  // Exact under optimal play: every deal held for the highest expected pay.
  exactRtp: (config) => videoPokerMath(config).rtp,
  // Exact: every paying hand can be dealt, so the top pay of the table is reached.
  maxWin: (config) => config.limits.maxBet * BigInt(Math.max(...Object.values(config.pays).map((pays) => pays ?? 0))),
  stakeLimits: limitsOf,
};
