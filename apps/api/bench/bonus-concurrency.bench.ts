// The bonus field test at full size: 100 players depositing at once and playing 200 rounds each (30 players,
// 100 rounds with bonus money spent first), every player's money equal to the model's afterwards.
import { runFullSizeTest } from './lib/full-size-test';

runFullSizeTest('src/modules/game-wallet/bonus-concurrency.test.ts', { BONUS_FIELD: 'full' });
