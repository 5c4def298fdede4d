import type { TPlayRound } from '@casino/contracts';
import {
  cappedCrash,
  CARD_DUEL_TITLES,
  crashPoint,
  cardDuelFamily,
  FISHING_TITLES,
  fishingFamily,
  FloatSource,
  generateFloats,
  hashServerSeed,
  LOTTERY_TITLES,
  lotteryFamily,
  minesFamily,
  SLOT_TITLES,
  slotsFamily,
  TABLE_TITLES,
  THREE_CARD_TITLES,
  threeCardPokerFamily,
  HOLDEM_TITLES,
  casinoHoldemFamily,
  BLACKJACK_TITLES,
  blackjackFamily,
  CRAPS_TITLES,
  crapsFamily,
  roundHash,
  terminatingHash,
  VIDEO_POKER_TITLES,
  videoPokerFamily,
  drawVirtualEvent,
  virtualEventFloats,
  VIRTUAL_SPORTS_TITLES,
} from '@casino/games';
import { describe, expect, it } from 'vitest';
import { checkPlayedRound, titleKeyOf } from './check-played-round';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };
const slot = SLOT_TITLES[0]!;

/** A round as the API answers it: the draws as the engine made them, amounts as strings. */
async function settledRound<F extends TPlayRound['family']>(family: F, bet: unknown, steps: unknown[]): Promise<TPlayRound> {
  return {
    family,
    bet,
    steps,
    id: '00000000-0000-4000-8000-000000000001',
    status: 'settled',
    currency: 'EUR',
    stake: '1.00',
    win: '0.00',
    balanceAfter: '99.00',
    fairness: { ...seeds, serverSeedHash: await hashServerSeed(seeds.serverSeed) },
    createdAt: '2026-11-23T10:00:00.000Z',
    settledAt: '2026-11-23T10:00:00.000Z',
  } as TPlayRound;
}

const floats = async (count: number) => new FloatSource(await generateFloats(seeds, count));

async function slotRound() {
  const bet = { coinValue: slot.coinValues[0]! };
  const state = slotsFamily.open(slot, bet, await floats(slotsFamily.maxFloats(slot, bet)));
  return settledRound('slots', { coinValue: '0.01' }, state.steps);
}

describe('checkPlayedRound', () => {
  it('finds the stored slot stops, free spins included, in the revealed seeds', async () => {
    expect(await checkPlayedRound(await slotRound(), slot.key)).toEqual({ isHashMatch: true, isDrawMatch: true });
  });

  it('reports a round whose stored draws differ from what the seeds give', async () => {
    const round = await slotRound();
    const steps = round.steps as { stops: number[] }[];
    steps[0]!.stops[0] = (steps[0]!.stops[0]! + 1) % slot.reels[0]!.length;
    expect(await checkPlayedRound(round, slot.key)).toEqual({ isHashMatch: true, isDrawMatch: false });
  });

  it('reports a server seed that is not the one hashed before the round', async () => {
    const round = await slotRound();
    round.fairness.serverSeedHash = 'b'.repeat(64);
    expect((await checkPlayedRound(round, slot.key))?.isHashMatch).toBe(false);
  });

  it('finds a mines board whatever order the mines are stored in', async () => {
    const { config } = TABLE_TITLES.LighthouseMines;
    const state = minesFamily.open(config, { amount: 100n, mines: 5 }, await floats(5));
    const board = state.steps[0]!;
    const reversed = board.kind === 'board' ? { kind: 'board', mines: [...board.mines].reverse() } : board;
    const round = await settledRound('mines', { amount: '1.00', mines: 5 }, [
      reversed,
      { kind: 'reveal', tile: 0, isMine: true, multiplier: 0 },
    ]);
    expect(await checkPlayedRound(round, 'LighthouseMines')).toEqual({ isHashMatch: true, isDrawMatch: true });
  });

  it('finds a video poker deck (the deal and the replacements) in the revealed seeds, and a swapped card', async () => {
    const { config } = VIDEO_POKER_TITLES.DeucesWildVelvet;
    const dealt = videoPokerFamily.open(config, { amount: 100n }, await floats(10));
    const drawn = videoPokerFamily.act!(config, dealt, { kind: 'draw', hold: [true, false, true, false, false] });
    const round = await settledRound('videoPoker', { amount: '1.00' }, drawn.steps);
    expect(await checkPlayedRound(round, 'DeucesWildVelvet')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const deck = round.steps[0] as { cards: string[] };
    [deck.cards[5], deck.cards[6]] = [deck.cards[6]!, deck.cards[5]!];
    expect(await checkPlayedRound(round, 'DeucesWildVelvet')).toEqual({ isHashMatch: true, isDrawMatch: false });
  });

  it('finds a three card poker deal (the player’s cards and the dealer’s) in the revealed seeds, and a swapped card', async () => {
    const { config } = THREE_CARD_TITLES.ThreeCardShowdown;
    const dealt = threeCardPokerFamily.open(config, { ante: 200n, pairPlus: 100n }, await floats(6));
    const played = threeCardPokerFamily.act!(config, dealt, { kind: 'play' });
    const round = await settledRound('threeCardPoker', { ante: '2.00', pairPlus: '1.00' }, played.steps);
    expect(await checkPlayedRound(round, 'ThreeCardShowdown')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const cards = round.steps[0] as { cards: string[] };
    [cards.cards[2], cards.cards[3]] = [cards.cards[3]!, cards.cards[2]!];
    expect(await checkPlayedRound(round, 'ThreeCardShowdown')).toEqual({ isHashMatch: true, isDrawMatch: false });
  });

  it('finds a casino hold’em round’s nine cards in the revealed seeds, and a changed one', async () => {
    const { config } = HOLDEM_TITLES.CasinoHoldem;
    const dealt = casinoHoldemFamily.open(config, { ante: 200n, aaBonus: 100n }, await floats(9));
    const called = casinoHoldemFamily.act!(config, dealt, { kind: 'call' });
    const round = await settledRound('casinoHoldem', { ante: '2.00', aaBonus: '1.00' }, called.steps);
    expect(await checkPlayedRound(round, 'CasinoHoldem')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const cards = round.steps[0] as { cards: string[] };
    [cards.cards[7], cards.cards[8]] = [cards.cards[8]!, cards.cards[7]!];
    expect(await checkPlayedRound(round, 'CasinoHoldem')).toEqual({ isHashMatch: true, isDrawMatch: false });
  });

  it('finds a blackjack round’s shoe (every card it could deal, in order) in the revealed seeds, and two different cards swapped', async () => {
    const { config } = BLACKJACK_TITLES.VelvetBlackjack;
    let state = blackjackFamily.open(config, { amount: 200n }, await floats(blackjackFamily.maxFloats(config, { amount: 200n })));
    while (!state.isFinished) {
      const offer = (state.steps.at(-1) as { phase: string }).phase === 'insurance';
      state = blackjackFamily.act!(config, state, offer ? { kind: 'insurance', take: false } : { kind: 'stand' });
    }
    const steps = JSON.parse(JSON.stringify(state.steps, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as unknown[];
    const round = await settledRound('blackjack', { amount: '2.00' }, steps);
    expect(await checkPlayedRound(round, 'VelvetBlackjack')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const shoe = round.steps[0] as { cards: string[] };
    expect(shoe.cards).toHaveLength(61);
    const other = shoe.cards.findIndex((card) => card !== shoe.cards[0]);
    [shoe.cards[0], shoe.cards[other]] = [shoe.cards[other]!, shoe.cards[0]!];
    expect(await checkPlayedRound(round, 'VelvetBlackjack')).toEqual({ isHashMatch: true, isDrawMatch: false });
  });

  it('finds a craps round’s dice (every face it could roll) in the revealed seeds, and a changed face', async () => {
    const { config } = CRAPS_TITLES.CrapsCanyon;
    const bet = { line: 'pass' as const, amount: 600n, field: 0n, place: { 6: 600n }, hardways: {} };
    let state = crapsFamily.open(config, bet, await floats(crapsFamily.maxFloats(config, bet)));
    // A come bet changes what the round stakes and pays, never its dice.
    state = crapsFamily.act!(config, state, { kind: 'come', bet: 'come', amount: 600n });
    expect(state.steps.at(-1)).toEqual({ kind: 'come', bet: 'come', amount: 600n });
    while (!state.isFinished) state = crapsFamily.act!(config, state, { kind: 'roll' });
    const steps = JSON.parse(JSON.stringify(state.steps, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as unknown[];
    const round = await settledRound('craps', { line: 'pass', amount: '6.00', field: '0.00', place: { 6: '6.00' }, hardways: {} }, steps);
    expect(await checkPlayedRound(round, 'CrapsCanyon')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const dice = round.steps[0] as { faces: number[] };
    dice.faces[5] = (dice.faces[5]! % 6) + 1;
    expect(await checkPlayedRound(round, 'CrapsCanyon')).toEqual({ isHashMatch: true, isDrawMatch: false });
  });

  it('finds a keno draw and a bingo card with its draw in the revealed seeds, and a changed number', async () => {
    const keno = LOTTERY_TITLES.ForestKeno.config;
    const kenoBet = { amount: 100n, picks: [1, 2, 3, 4] };
    const kenoRound = await settledRound(
      'lottery',
      { amount: '1.00', picks: kenoBet.picks },
      lotteryFamily.open(keno, kenoBet, await floats(10)).steps,
    );
    expect(await checkPlayedRound(kenoRound, 'ForestKeno')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const bingo = LOTTERY_TITLES.PearlDiverBingo.config;
    const bingoRound = await settledRound(
      'lottery',
      { amount: '1.00', picks: [] },
      lotteryFamily.open(bingo, { amount: 100n, picks: [] }, await floats(54)).steps,
    );
    expect(await checkPlayedRound(bingoRound, 'PearlDiverBingo')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const card = (bingoRound.steps[0] as { ticket: number[] }).ticket;
    [card[0], card[1]] = [card[1]!, card[0]!];
    expect(await checkPlayedRound(bingoRound, 'PearlDiverBingo')).toEqual({ isHashMatch: true, isDrawMatch: false });
    (kenoRound.steps[0] as { drawn: number[] }).drawn[9] = 0;
    expect(await checkPlayedRound(kenoRound, 'ForestKeno')).toEqual({ isHashMatch: true, isDrawMatch: false });
  });

  it('finds a baccarat coup and a high card deal in the revealed seeds, whatever the spots, and a changed card', async () => {
    const baccarat = CARD_DUEL_TITLES.BaccaratNoir.config;
    const bet = { spots: [{ spot: 'tie' as const, amount: 100n }] };
    const coup = await settledRound(
      'cardDuel',
      { spots: [{ spot: 'tie', amount: '1.00' }] },
      cardDuelFamily.open(baccarat, bet, await floats(6)).steps,
    );
    expect(await checkPlayedRound(coup, 'BaccaratNoir')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const duel = await settledRound(
      'cardDuel',
      { spots: [{ spot: 'player', amount: '1.00' }] },
      cardDuelFamily.open(CARD_DUEL_TITLES.HighCardDuel.config, { spots: [{ spot: 'player', amount: 100n }] }, await floats(2)).steps,
    );
    expect(await checkPlayedRound(duel, 'HighCardDuel')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const banker = (coup.steps[0] as { banker: string[] }).banker;
    banker[0] = banker[0] === 'Ah' ? 'Kh' : 'Ah';
    expect(await checkPlayedRound(coup, 'BaccaratNoir')).toEqual({ isHashMatch: true, isDrawMatch: false });
  });

  it('finds a fishing shot in the revealed seeds, and a catch changed to a miss', async () => {
    const kraken = FISHING_TITLES.KrakenCatch.config;
    const steps = fishingFamily.open(kraken, { amount: 100n, target: 'squid' }, await floats(1)).steps;
    const shot = await settledRound('fishing', { amount: '1.00', target: 'squid' }, steps);
    expect(await checkPlayedRound(shot, 'KrakenCatch')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const step = shot.steps[0] as { caught: boolean };
    step.caught = !step.caught;
    expect(await checkPlayedRound(shot, 'KrakenCatch')).toEqual({ isHashMatch: true, isDrawMatch: false });
  });

  it('waits for the seed to be revealed', async () => {
    const round = await slotRound();
    round.fairness.serverSeed = null;
    expect(await checkPlayedRound(round, slot.key)).toBeNull();
  });

  it('reads the title key from the catalogue id', () => {
    expect(titleKeyOf('lunaris:LuckyLanterns')).toBe('LuckyLanterns');
  });

  it('checks a crash bet against its chain: the round hash, its commitment and the bust', async () => {
    const [seed, salt, length, number] = ['5e'.repeat(32), 'chain-salt', 40, 12];
    const hash = await roundHash(seed, length, number);
    const crash = cappedCrash(await crashPoint(hash, salt), 100_000);
    const bust = { crash: (crash / 100).toFixed(2), hash, terminatingHash: await terminatingHash(seed, length), maxMultiplier: 100_000 };
    const round = (change: Partial<typeof bust>, previousHash?: string): TPlayRound => ({
      family: 'crash',
      bet: { amount: '1.00', autoCashOut: null, roundNumber: number },
      steps: [{ cashedOutAt: null, bust: { ...bust, ...change } }],
      id: 'r',
      status: 'settled',
      currency: 'EUR',
      stake: '1.00',
      win: '0.00',
      balanceAfter: '9.00',
      fairness: { serverSeedHash: previousHash ?? '', serverSeed: hash, clientSeed: salt, nonce: number },
      createdAt: '2026-11-27T00:00:00.000Z',
      settledAt: '2026-11-27T00:00:10.000Z',
    });
    const previousHash = await roundHash(seed, length, number - 1);
    expect(await checkPlayedRound(round({}, previousHash), 'OrbitRush')).toEqual({ isHashMatch: true, isDrawMatch: true });
    expect(await checkPlayedRound(round({ crash: '1234.56' }, previousHash), 'OrbitRush')).toEqual({
      isHashMatch: true,
      isDrawMatch: false,
    });
    expect(await checkPlayedRound(round({}, 'ab'.repeat(32)), 'OrbitRush')).toEqual({ isHashMatch: false, isDrawMatch: true });
    expect(await checkPlayedRound(round({ terminatingHash: 'cd'.repeat(32) }, previousHash), 'OrbitRush')).toEqual({
      isHashMatch: false,
      isDrawMatch: false,
    });
  });

  it('draws a virtual sports event again from its revealed seed, and a finishing order changed', async () => {
    const config = VIRTUAL_SPORTS_TITLES.GreyhoundGrandPrix.config;
    const event = drawVirtualEvent(config, await floats(virtualEventFloats(config)));
    const bet = { amount: '1.00', eventNumber: seeds.nonce, market: 'win', pick: '1', odds: '4.50', placeOdds: null };
    const round = await settledRound('virtualSports', bet, [{ event }]);
    expect(await checkPlayedRound(round, 'GreyhoundGrandPrix')).toEqual({ isHashMatch: true, isDrawMatch: true });
    const swapped = { ...event, order: [event.order[1]!, event.order[0]!, ...event.order.slice(2)] };
    expect(await checkPlayedRound(await settledRound('virtualSports', bet, [{ event: swapped }]), 'GreyhoundGrandPrix')).toEqual({
      isHashMatch: true,
      isDrawMatch: false,
    });
  });
});
