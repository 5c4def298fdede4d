import { describe, expect, it } from 'vitest';
import { eventFloats, virtualSportsMath, virtualSportsMaxWin } from './index';
import { checkSchedule } from './schedule';
import { toPercent, type Rational } from '../../shared/rational';
import { findTitle } from '../../titles/index';
import { VIRTUAL_SPORTS_TITLES } from './titles';

const atMost = (a: Rational, b: Rational) => a.num * b.den <= b.num * a.den;

/** Per market: the least return of any selection of any field, the field-averaged return of a random selection (both exact, in percent to six decimals), the longest price. */
const FIGURES = {
  DerbyDay: {
    maxWin: 5_814_000n,
    markets: {
      win: ['94.787879', '94.959467', 1_868],
      eachWay: ['93.291776', '94.879054', 1_868],
      forecast: ['94.950265', '94.993585', 29_070],
      reverseForecast: ['94.909630', '94.983200', 14_535],
    },
  },
  PenaltyShootout: {
    maxWin: 9_986_400n,
    markets: {
      winner: ['95.295846', '95.783075', 530],
      total: ['95.264048', '95.767835', 367],
      correctScore: ['95.840348', '95.974178', 99_864],
    },
  },
  GreyhoundGrandPrix: {
    maxWin: 1_706_400n,
    markets: {
      win: ['94.571429', '94.718148', 1_042],
      eachWay: ['94.428571', '94.682513', 1_042],
      forecast: ['94.736842', '94.787666', 8_532],
      reverseForecast: ['94.666667', '94.768696', 4_266],
    },
  },
  VirtualSpeedway: {
    maxWin: 380_800n,
    markets: {
      win: ['94.875000', '95.095753', 952],
      position: ['94.836211', '95.085966', 1_904],
    },
  },
} as const;

// The exact math of all four titles takes a few seconds on a busy machine (Derby Day's 495 fields most).
describe('the virtual sports titles', { timeout: 60_000 }, () => {
  it('are the catalogue’s four, with schedules that run and fields their name lists can fill', () => {
    expect(Object.keys(VIRTUAL_SPORTS_TITLES)).toEqual(['DerbyDay', 'PenaltyShootout', 'GreyhoundGrandPrix', 'VirtualSpeedway']);
    for (const [key, { config }] of Object.entries(VIRTUAL_SPORTS_TITLES)) {
      expect(checkSchedule(config.schedule), key).toBeNull();
      expect(findTitle(key)?.family, key).toBe('virtualSports');
      if (config.sport === 'penalties') expect(config.teams.length).toBeGreaterThanOrEqual(2);
      else expect(new Set(config.names).size).toBeGreaterThanOrEqual(config.runners);
    }
    expect(Object.values(VIRTUAL_SPORTS_TITLES).map(({ config }) => eventFloats(config))).toEqual([23, 55, 17, 11]);
  });

  it('price every book at the stated RTP, which no selection of any field exceeds', () => {
    for (const [key, title] of Object.entries(VIRTUAL_SPORTS_TITLES)) {
      const math = virtualSportsMath(title.config);
      expect(toPercent(math.bookRtp, 2), key).toBe(title.rtp);
      expect(math.bookRtp.num * 10_000n, key).toBe(BigInt(title.config.bookRtp) * math.bookRtp.den);
      for (const market of math.markets) {
        expect(atMost(market.lowest, market.average), `${key} ${market.market}`).toBe(true);
        expect(atMost(market.average, math.bookRtp), `${key} ${market.market}`).toBe(true);
      }
    }
  });

  it('return exactly these figures per market, and win at most the longest price at the largest stake', () => {
    for (const [key, title] of Object.entries(VIRTUAL_SPORTS_TITLES)) {
      const math = virtualSportsMath(title.config);
      const figures = Object.fromEntries(
        math.markets.map((m) => [m.market, [toPercent(m.lowest, 6), toPercent(m.average, 6), m.highestOdds]]),
      );
      expect(figures, key).toEqual(FIGURES[key as keyof typeof FIGURES].markets);
      expect(virtualSportsMaxWin(title.config), key).toBe(FIGURES[key as keyof typeof FIGURES].maxWin);
    }
  });
});
