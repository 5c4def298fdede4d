import type { TestApp } from './app';
import { startDeposit } from '../src/modules/payments/deposit-service';
import { settleNotice } from '../src/modules/payments/notice-service';

// E-wallet deposits started and paid through the payments service, as the deposit route and the gateway's notice do,
// without HTTP: for races where many players deposit at once.

/** Starts an e-wallet deposit of `amount` EUR cents; answers its id, or throws the refusal (409 for a limit). */
export async function startSkrillDeposit(
  t: Pick<TestApp, 'app' | 'database' | 'clock'>,
  playerId: string,
  amount: bigint,
): Promise<string> {
  const handoff = await startDeposit(
    t.database.db,
    t.app.payments.gateways,
    {
      playerId,
      gateway: 'skrill',
      method: 'e-wallet',
      amount,
      currency: 'EUR',
      declineBonus: true,
      language: 'en',
      country: 'MT',
      publicUrl: t.app.config.publicUrl,
    },
    t.clock.now(),
  );
  return new URL((handoff as { redirectUrl: string }).redirectUrl).pathname.split('/').pop()!;
}

/** The gateway's notice that the deposit was paid in full: answers what the service did with it ('credited'). */
export function paySkrillDeposit(t: Pick<TestApp, 'database' | 'clock'>, depositId: string, amount: bigint) {
  return settleNotice(
    t.database.db,
    'skrill',
    {
      eventId: `evt_${depositId}`,
      depositId,
      outcome: 'paid',
      amount: (Number(amount) / 100).toFixed(2),
      currency: 'EUR',
      reference: `ref_${depositId}`,
    },
    t.clock.now(),
  );
}
