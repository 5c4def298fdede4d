import { randomBytes } from 'node:crypto';
import { ZPlayRoundResponse, ZVirtualState, type TCrashEvent, type TDepositStatus } from '@casino/contracts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import type { InjectOptions } from 'fastify';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet';
import { bettingRoundReaching, CRASH_TITLE, createStoppedClock, launchCrash, openCrashEvents } from './crash';
import { createClient, PROFILE_API, randomIp, uniqueEmail, USER_API, type Client } from './http';
import { depositIdOf, fillPaymentDetails, realBalance } from './payments';
import { GAME_API, launch } from './play';
import { launchVirtual, openEventOf } from './virtual-sports';
import type { App } from '../src/app';
import { startTwoInstances, type Instance } from './two-instances';

// Two API instances on one PostgreSQL database and one Redis, configured as `npm run stack` configures its API
// processes (every secret given, the same on both), behind a balancer that alternates a player's requests between
// them: whatever one instance issues (a captcha, a session, a device cookie, a 3-D Secure step, a live bet) the other
// honours, and what one instance's live rounds do reaches the player on the other. CI sets both URLs.
const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

/** What each API process would otherwise make up for itself at start. */
const SHARED_SECRETS = {
  CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  DEVICE_COOKIE_SECRET: randomBytes(32).toString('hex'),
  UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
  PAYMENTS_SANDBOX_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
  WALLET_API_SECRETS: `sandbox:${randomBytes(32).toString('hex')}`,
};

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * A load balancer without affinity: each request goes to the next instance in turn, or to the one named by `nextTo`
 * when a test needs "issued here, checked there". `lastServed` says which instance answered the latest request.
 */
function createBalancer(instances: Instance[]) {
  let turn = 0;
  let last = -1;
  const inject = ((opts: InjectOptions) => {
    last = turn;
    turn = (turn + 1) % instances.length;
    return instances[last]!.app.inject(opts);
  }) as unknown as App['inject'];
  return {
    inject,
    nextTo: (index: number) => void (turn = index),
    lastServed: () => last,
  };
}

describe.runIf(redisUrl && databaseUrl)('a player whose requests alternate between two API instances (PostgreSQL + Redis)', () => {
  const clock = createStoppedClock();
  const instances: Instance[] = [];
  let close = async () => {};
  const balancer = createBalancer(instances);
  const ip = randomIp();
  // One browser: one address and one cookie jar, whichever service it calls.
  const jar: Record<string, string> = {};
  const on = (base: string) => createClient(balancer, { base, ip, cookies: jar });
  const [account, profile, game] = [on(USER_API), on(PROFILE_API), on(GAME_API)];
  const email = uniqueEmail('alternating');
  const password = 'Quiet-Meadow-Lantern-9';
  let playerId = '';

  /** What the altcha widget does: a challenge from the site, solved in the browser. */
  async function captchaOf(client: Client): Promise<string> {
    const res = await client.get('/captcha/challenge');
    expect(res.statusCode, res.body).toBe(200);
    const challenge = res.json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
  }
  const isSignedIn = async () => (await account.post('/isAuthenticated')).json<{ authenticated: boolean }>().authenticated;
  const tasksDone = () => Promise.all(instances.map(({ app }) => app.background.idle()));

  beforeAll(async () => {
    const started = await startTwoInstances({ clock, redisUrl: redisUrl!, env: SHARED_SECRETS });
    instances.push(...started.instances);
    close = started.close;
  });
  afterAll(async () => {
    await close();
  });

  it('signs up with a captcha one instance issued and the other checked, and is signed in on both', async () => {
    balancer.nextTo(0);
    const captcha = await captchaOf(account);
    const res = await account.post('/registration', {
      email,
      password,
      fullName: 'Alex Alternating',
      terms: true,
      currency: 'EUR',
      captcha,
    });
    expect([res.statusCode, balancer.lastServed()]).toEqual([201, 1]);
    playerId = res.json<{ id: string }>().id;
    expect(await isSignedIn()).toBe(true);
    expect(await isSignedIn()).toBe(true);
  });

  it('pays a card deposit through 3-D Secure with each step on the other instance, and sees it credited on both', async () => {
    await fillPaymentDetails(profile);
    const started = await profile.post('/profile/vegapay/deposit', { amount: '30.00', currency: 'EUR' });
    expect(started.statusCode, started.body).toBe(200);
    const page = new URL(started.json<{ redirectUrl: string }>().redirectUrl).pathname;
    const form = (url: string, fields: Record<string, string>) =>
      balancer.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: ip,
      });
    expect((await balancer.inject({ method: 'GET', url: page, remoteAddress: ip })).statusCode).toBe(200);

    balancer.nextTo(0);
    const card = { cardNumber: '4000 0027 6000 3184', expiry: '12/40', cvc: '123', holder: 'Alex Alternating', action: 'pay' };
    const toChallenge = await form(page, card);
    expect(toChallenge.statusCode).toBe(303);
    // The challenge's token was signed by instance 0; instance 1 checks it.
    const challenge = new URL(String(toChallenge.headers.location), 'http://casino.test');
    const completed = await form(challenge.pathname + challenge.search, { result: 'complete' });
    expect([completed.statusCode, balancer.lastServed()]).toEqual([303, 1]);

    await tasksDone();
    const status = await profile.get(`/profile/payment/deposit/${depositIdOf(`http://casino.test${page}`)}`);
    expect(status.json<TDepositStatus>().status).toBe('completed');
    expect(await realBalance(profile, 'EUR')).toBe('30.00');
    expect(await realBalance(profile, 'EUR')).toBe('30.00');
  });

  it('plays a real-money round on one instance and sees its balance on the other', async () => {
    const play = await launch(game, 'emberoak:EmberDice', false);
    balancer.nextTo(0);
    const res = await play.open({ family: 'dice', amount: '1.00', direction: 'under', target: 5_000 });
    expect(res.statusCode, res.body).toBe(200);
    const { balance } = ZPlayRoundResponse.parse(res.json());
    expect(await realBalance(profile, 'EUR')).toBe(balance);
    expect(balancer.lastServed()).toBe(1);
  });

  it('counts rate limits and failed sign-ins once for both, and honours the device cookie the other instance issued', async () => {
    // Forgot-password takes 5 a minute per address, wherever they land.
    const elsewhere = createClient(balancer);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await elsewhere.post('/forgot-password', { email })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);

    // A stranger's wrong passwords from five addresses, on one instance and the other in turn, lock the account: then
    // even the right password from a browser new to it is refused.
    const attempts = [];
    for (let i = 0; i < 6; i += 1) {
      const stranger = createClient(balancer);
      const captcha = await captchaOf(stranger);
      balancer.nextTo(i % 2);
      attempts.push((await stranger.post('/signin', { email, password: i < 5 ? 'Wrong-Password-1' : password, captcha })).statusCode);
    }
    expect(attempts).toEqual([401, 401, 401, 401, 401, 429]);

    // The player's browser was given its device cookie at sign-up, by instance 1; instance 0 lets it in.
    expect(jar.device).toBeDefined();
    const captcha = await captchaOf(account);
    balancer.nextTo(0);
    const signedIn = await account.post('/signin', { email, password, captcha });
    expect([signedIn.statusCode, balancer.lastServed()]).toEqual([200, 0]);
    expect(await isSignedIn()).toBe(true);
  });

  it('takes a virtual sports bet on one instance; the other leads the event and settles it; the player sees the win', async () => {
    const [, leader] = instances as [Instance, Instance];
    const race = await launchVirtual(leader.database.db, game, playerId, clock.now());
    await leader.app.virtualSports.runner.tick(clock.now());
    const before = ZVirtualState.parse(await race.state());
    const event = openEventOf(before);
    const pick = event.board.find((s) => s.market === 'win')!;
    balancer.nextTo(0);
    const placed = await race.bet({ eventNumber: event.number, market: 'win', pick: pick.pick, amount: '1.00' });
    expect(placed.statusCode, placed.body).toBe(200);

    clock.set(new Date(event.endsAt));
    await leader.app.virtualSports.runner.tick(clock.now());
    balancer.nextTo(0);
    const after = ZVirtualState.parse(await race.state());
    const bet = after.bets.find((b) => b.eventNumber === event.number)!;
    expect(bet.status).toBe('settled');
    expect(cents(after.balance)).toBe(cents(before.balance) - 100 + cents(bet.win));
    expect(await realBalance(profile, 'EUR')).toBe(after.balance);
  });

  it('bets on a live crash round through both instances; the leader on one cashes it out, the stream on the other shows it', async () => {
    const [streaming, leader] = instances as [Instance, Instance];
    const round = await bettingRoundReaching(leader.app, leader.database.db, clock, CRASH_TITLE, 200);
    const crash = await launchCrash(leader.app, leader.database.db, game, playerId, clock.now());
    const stream = await openCrashEvents(streaming.url, crash.token, jar);
    try {
      const before = (await crash.state()).balance;
      expect((await crash.bet('5.00', '1.50')).statusCode).toBe(200);
      const isOurs = (e: TCrashEvent) => 'number' in e && e.number === round.number;
      for (let at = round.risesAt.getTime() + 1; at <= round.bustsAt.getTime() + 1_000; at += 1_000) {
        clock.set(new Date(at));
        await leader.app.crash.runner.tick(clock.now());
      }
      await stream.received((e) => e.type === 'cashOut' && isOurs(e) && e.multiplier === '1.50');
      await stream.received((e) => e.type === 'busted' && e.round.number === round.number);
      // What the stream tells the game client to read again: the bet settled, the balance paid, on either instance.
      for (let i = 0; i < instances.length; i += 1) {
        const state = await crash.state();
        expect(state.bet).toMatchObject({ cashedOutAt: '1.50', status: 'settled' });
        expect(cents(state.balance)).toBe(cents(before) - 500 + 750);
      }
    } finally {
      stream.close();
    }
  });

  it('signs out on one instance, and the session is gone on the other; the ledger holds', async () => {
    balancer.nextTo(0);
    expect((await account.delete('/signout')).statusCode).toBe(204);
    expect(jar.sid).toBeUndefined();
    expect(await isSignedIn()).toBe(false);
    expect(balancer.lastServed()).toBe(1);
    expect(await checkLedger(instances[0]!.database.db)).toMatchObject({ isSound: true });
  });
});
