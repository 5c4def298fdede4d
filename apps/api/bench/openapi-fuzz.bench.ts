// The OpenAPI fuzz test sending every bad input to every operation both as a visitor and as a signed-in player.
import { runFullSizeTest } from './lib/full-size-test';

runFullSizeTest('test/openapi-fuzz.test.ts', { FUZZ_BOTH_MODES: '1' });
