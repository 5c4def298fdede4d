import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/app';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { createGameWallet, type WageringRules } from './modules/game-wallet';
import { houseShardOf } from './modules/wallet';
import { wireModules, type Wiring } from './wiring';

// The modules reach each other only through what app.ts hands them: a missing piece stops the start, so no
// bet ever runs without the bonus rules (they used to be set at run time, and until then no bet was limited).

describe('app wiring', () => {
  let database: Database;
  useTestDatabase((created) => void (database = created));
  const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

  it('starts with everything the modules hand each other', async () => {
    const app = await buildApp({ config: config(), database, wiring: wireModules(config()) });
    await app.ready();
    await app.close();
  });

  const missing: [keyof Wiring, RegExp][] = [
    ['freeSpinWins', /without the promotions module's held free-spin wins/],
    ['gameWallet', /without the game wallet of gameplay/],
    ['freeRounds', /without the free rounds of gameplay/],
    ['promotionSettings', /without the promotions file/],
  ];
  it.each(missing)('refuses to start without %s', async (name, reason) => {
    const wiring = { ...wireModules(config()), [name]: undefined } as unknown as Wiring;
    await expect(buildApp({ config: config(), database, wiring })).rejects.toThrow(reason);
  });

  it('builds no game wallet without its wagering rules', () => {
    expect(() => createGameWallet(undefined as unknown as WageringRules)).toThrow(/without the wagering rules of the game wallet/);
  });

  it('opens a database on the house shard count it is given (LEDGER_HOUSE_SHARDS), and none outside 1-64', async () => {
    const three = await openDatabase({ dataDir: 'memory://', houseShards: 3 });
    try {
      const shards = new Set(Array.from({ length: 60 }, (_, i) => houseShardOf(three.db, `player-${i}`)));
      expect([...shards].sort()).toEqual([0, 1, 2]);
    } finally {
      await three.close();
    }
    await expect(openDatabase({ dataDir: 'memory://', houseShards: 65 })).rejects.toThrow(/House shards must be 1-64/);
  });
});
