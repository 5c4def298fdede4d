import { createHash, createHmac } from 'node:crypto';
import { captureThreshold, FISHING_TITLES, nextHash, verifyCrashRound } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { verifyRound, type RoundToVerify, type VerifiedRound } from './verify-round';

const seeds = { serverSeed: 'e'.repeat(64), clientSeed: 'verifier', nonce: 3 };

/** The first float of the seeds, from Node's HMAC. */
const firstFloat = createHmac('sha256', seeds.serverSeed).update('verifier:3:0').digest().readUInt32BE(0) / 2 ** 32;

async function verified(round: Partial<RoundToVerify> & { title: string }): Promise<VerifiedRound> {
  const result = await verifyRound({ ...seeds, ...round });
  if ('problem' in result) throw new Error(result.problem);
  return result.verified;
}

const problem = async (round: Partial<RoundToVerify>) => {
  const result = await verifyRound({ ...seeds, title: 'EmberDice', ...round });
  return 'problem' in result ? result.problem : null;
};

describe('verifyRound', () => {
  it("maps the first float as the engines do: a dice roll, a roulette pocket, a fish's capture", async () => {
    expect((await verified({ title: 'EmberDice' })).outcome).toEqual({ roll: (Math.floor(firstFloat * 10_001) / 100).toFixed(2) });
    expect((await verified({ title: 'RubyRoulette' })).outcome).toMatchObject({ pocket: Math.floor(firstFloat * 37) });
    const { config } = FISHING_TITLES.KrakenCatch;
    const shots = config.targets.map((target) => ({ target: target.id, caught: firstFloat < captureThreshold(config, target.multiplier) }));
    expect((await verified({ title: 'KrakenCatch' })).outcome).toEqual({ shots: shots.map((shot) => expect.objectContaining(shot)) });
  });

  it('holds the server seed to the hash shown before the round, in either case of hex', async () => {
    const hash = createHash('sha256').update(seeds.serverSeed).digest('hex');
    expect(await verified({ title: 'EmberDice' })).toMatchObject({ serverSeedHash: hash, isHashMatch: null });
    expect(await verified({ title: 'EmberDice', serverSeedHash: hash.toUpperCase() })).toMatchObject({ isHashMatch: true });
    expect(await verified({ title: 'EmberDice', serverSeedHash: '0'.repeat(64) })).toMatchObject({
      serverSeedHash: hash,
      isHashMatch: false,
    });
  });

  it("recomputes a crash round from its chain hash and salt, committed by the previous round's hash", async () => {
    const hash = createHash('sha256').update('a chain').digest('hex');
    const previousHash = await nextHash(hash);
    const round = await verified({ title: 'OrbitRush', serverSeed: hash, clientSeed: 'salt', serverSeedHash: previousHash });
    const check = await verifyCrashRound({
      number: 1,
      hash,
      previousHash,
      terminatingHash: previousHash,
      salt: 'salt',
      crash: 0,
      maxMultiplier: 100_000,
    });
    expect(round).toMatchObject({ isHashMatch: true, floats: [], floatsUsed: 0, outcome: { crash: (check.crash / 100).toFixed(2) } });
    expect(await problem({ title: 'OrbitRush', serverSeed: 'not a hash' })).toMatch(/64 lowercase hex digits/);
  });

  it("reads the player's choices where they change the draws, and prints them", async () => {
    const mines = await verified({ title: 'LighthouseMines', bet: { mines: 4 } });
    expect(mines.choices).toEqual({ mines: 4 });
    expect(mines.outcome).toMatchObject({ mines: expect.arrayContaining([expect.any(Number)]) });
    expect((mines.outcome as { mines: number[] }).mines).toHaveLength(4);
    expect(mines.floatsUsed).toBe(4);

    const plinko = await verified({ title: 'PlinkoPrairie' });
    expect(plinko.choices).toEqual({ rows: 8, risk: 'low' });
    const path = (plinko.outcome as { path: string[] }).path;
    expect(path[0]).toBe(firstFloat < 0.5 ? 'left' : 'right');

    const keno = await verified({ title: 'NightOwlKeno', bet: { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } });
    const { drawn, hits } = keno.outcome as { drawn: number[]; hits: number[] };
    expect(hits).toEqual(drawn.filter((n) => n <= 10));
    // The same numbers are drawn without the picks.
    expect((await verified({ title: 'NightOwlKeno' })).outcome).toEqual({ drawn });
  });

  it('says why a round cannot be recomputed', async () => {
    expect(await problem({ title: 'NoSuchGame' })).toBe('There is no title "NoSuchGame".');
    expect(await problem({ serverSeed: '' })).toBe('The server seed is empty.');
    expect(await problem({ clientSeed: '' })).toBe('The client seed is empty.');
    expect(await problem({ nonce: -1 })).toMatch(/whole number/);
    expect(await problem({ nonce: 1.5 })).toMatch(/whole number/);
    expect(await problem({ serverSeedHash: 'abc' })).toBe('The server seed hash is 64 hex digits.');
    expect(await problem({ bet: { target: 50 } })).toBe('Ember Dice takes no --bet: nothing a player chooses changes what it draws.');
    expect(await problem({ title: 'LighthouseMines' })).toMatch(/needs its number of mines: --bet '\{"mines": 3\}'/);
    expect(await problem({ title: 'LighthouseMines', bet: { mines: 25 } })).toMatch(/1 to 24/);
    expect(await problem({ title: 'PlinkoPrairie', bet: { rows: 7, risk: 'low' } })).toMatch(/^Choose a number of rows/);
    expect(await problem({ title: 'NightOwlKeno', bet: { picks: [0] } })).toMatch(/not on the board/);
    expect(await problem({ title: 'PearlDiverBingo', bet: { picks: [] } })).toMatch(/dealt from the floats/);
  });
});
