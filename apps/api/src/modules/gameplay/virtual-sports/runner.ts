import { randomUUID } from 'node:crypto';
import { nextOpenVirtualEvent, type VirtualSportsConfig } from '@casino/games';
import type { Db } from '../../../db/client';
import type { GameWallet } from '../../game-wallet';
import { claimLeadership } from '../crash/repo';
import { ensureEvent } from './service';
import { settleDueEvents } from './settle';

/**
 * The schedule of virtual sports events. Every API instance ticks; the one holding a title's lease (the same
 * per-title lease crash rounds use) leads it: it stores the next events with their seeds before betting on
 * them opens, and settles each event's bets when it ends. Players' reads settle ended events too, so an
 * event is settled even while no instance leads. Time is the injected clock's: tests move it and tick.
 */
export type VirtualSportsRunner = {
  /** One pass over every virtual sports title at `now`. */
  tick(now: Date): Promise<void>;
};

/** A lease outlives many ticks, so a leader keeps it; an instance that stops is replaced after this. */
const LEASE_MS = 10_000;

/** `wallet` pays the wins of the events it settles. */
type Deps = { db: Db; wallet: GameWallet; titles: Readonly<Record<string, VirtualSportsConfig>> };

export function createVirtualSportsRunner({ db, wallet, titles }: Deps): VirtualSportsRunner {
  const holder = randomUUID();
  return {
    async tick(now) {
      for (const [gameKey, config] of Object.entries(titles)) {
        if (!(await claimLeadership(db, gameKey, holder, now, LEASE_MS))) continue;
        const open = nextOpenVirtualEvent(config.schedule, now.getTime()).index;
        await ensureEvent(db, gameKey, config, open, now);
        await ensureEvent(db, gameKey, config, open + 1, now);
        await settleDueEvents(db, wallet, gameKey, config, now);
      }
    },
  };
}
