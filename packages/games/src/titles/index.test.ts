import { describe, expect, it } from 'vitest';
import { BLACKJACK_TITLES } from '../families/blackjack/titles';
import { CARD_DUEL_TITLES } from '../families/card-duel/titles';
import { FISHING_TITLES } from '../families/fishing/titles';
import { CRAPS_TITLES } from '../families/craps/titles';
import { CRASH_TITLES } from '../families/crash/titles';
import { HOLDEM_TITLES } from '../families/casino-holdem/titles';
import { findTitle, provenRtp, TITLES } from './index';
import { LOTTERY_TITLES } from '../families/lottery/titles';
import { SLOT_TITLES } from '../families/slots/titles/index';
import { TABLE_TITLES } from './tables';
import { THREE_CARD_TITLES } from '../families/three-card-poker/titles';
import { VIDEO_POKER_TITLES } from '../families/video-poker/titles';
import { VIRTUAL_SPORTS_TITLES } from '../families/virtual-sports/titles';

describe('the title registry', () => {
  it('holds the 30 slots, the 11 table titles, the 4 video poker, the 4 lottery, the 2 card duel, the three card poker, the 4 fishing, the 2 craps, the 3 casino hold’em, the blackjack, the 4 crash and the 4 virtual sports titles once each', () => {
    const counts = [
      SLOT_TITLES.length,
      ...[
        TABLE_TITLES,
        VIDEO_POKER_TITLES,
        LOTTERY_TITLES,
        CARD_DUEL_TITLES,
        THREE_CARD_TITLES,
        FISHING_TITLES,
        CRAPS_TITLES,
        HOLDEM_TITLES,
        BLACKJACK_TITLES,
        CRASH_TITLES,
        VIRTUAL_SPORTS_TITLES,
      ].map((titles) => Object.keys(titles).length),
    ];
    expect(counts).toEqual([30, 11, 4, 4, 2, 1, 4, 2, 3, 1, 4, 4]);
    const titles = counts.reduce((a, b) => a + b);
    expect(Object.keys(TITLES)).toHaveLength(titles);
    expect(findTitle('JacksOrBetterDeluxe')?.family).toBe('videoPoker');
    expect(findTitle('LuckyLanterns')?.family).toBe('slots');
    expect(findTitle('EmberDice')?.family).toBe('dice');
    expect(findTitle('ForestKeno')?.family).toBe('lottery');
    expect(findTitle('BaccaratNoir')?.family).toBe('cardDuel');
    expect(findTitle('ThreeCardShowdown')?.family).toBe('threeCardPoker');
    expect(findTitle('KrakenCatch')?.family).toBe('fishing');
    expect(findTitle('CrapsCanyon')?.family).toBe('craps');
    expect(findTitle('OrbitRush')?.family).toBe('crash');
    expect(findTitle('SaloonStakes')?.family).toBe('casinoHoldem');
    expect(findTitle('VelvetBlackjack')?.family).toBe('blackjack');
    expect(findTitle('DerbyDay')?.family).toBe('virtualSports');
    expect(findTitle('toString')).toBeUndefined();
  });

  // The figures are stored; proven-rtps.test.ts proves them from the configurations.
  it('proves each stated RTP from the configuration, within ±0.05 pp, the lowest choice where players choose', () => {
    for (const [key, title] of Object.entries(TITLES)) {
      const rtp = provenRtp(title);
      expect(rtp, key).toMatch(/^\d\d\.\d\d$/);
      expect(Math.abs(Number(rtp) - Number(title.rtp)), key).toBeLessThanOrEqual(0.05);
    }
    // Slots are exact and their stated figure is the exact one rounded; dice's worst target is 97.9904 %.
    expect(provenRtp(TITLES.LuckyLanterns!)).toBe('96.21');
    expect(provenRtp(TITLES.EmberDice!)).toBe('97.99');
    expect(provenRtp(TITLES.LunarRoulette!)).toBe('97.29');
    // Crash's lower bound is 99 % less under 10^-12: stated rounded down, never 99.00.
    expect(provenRtp(TITLES.OrbitRush!)).toBe('98.99');
  }, 60_000);
});
