import type { FloatSource } from '../../fairness/float-source';
import type { StakeLimits } from '../../shared/stakes';
import { pickNames } from './race';
import type { EventSchedule } from './schedule';

/**
 * A penalty shoot-out title. Two of `teams` meet; each side's chance of scoring a kick is drawn uniformly
 * from `chances` (hundredths). Five kicks each, home first, in alternation, stopping as soon as one side
 * cannot catch up; level after five, sudden death rounds of one kick each until one side scores and the
 * other misses. After `suddenDeathRounds` level rounds a deciding round is drawn with one float: the
 * chance of each side winning it is its share of the decisive outcomes, so the winner's odds are those
 * of unending sudden death, and the score adds the one goal a decisive round adds.
 * Markets: the winner, the correct score (every score five kicks each can end on, and "home-sd" /
 * "away-sd" for a win in sudden death), and total goals over or under `totalLine` + 0.5.
 */
export type PenaltyConfig = {
  sport: 'penalties';
  teams: readonly string[];
  chances: readonly number[];
  suddenDeathRounds: number;
  totalLine: number;
  bookRtp: number;
  schedule: EventSchedule;
  limits: StakeLimits;
};

export type Side = 'home' | 'away';
export type Kick = { side: Side; scored: boolean };

/** The teams and their scoring chances: drawn first, public before the event. */
export type PenaltyField = { home: string; away: string; homeChance: number; awayChance: number };

export type PenaltyEvent = PenaltyField & { kicks: Kick[]; homeGoals: number; awayGoals: number; suddenDeath: boolean };

export const REGULATION_KICKS = 5;

/** Teams, chances, ten regulation kicks, two kicks per sudden-death round and the decider. */
export const penaltyFloats = (config: PenaltyConfig): number => 4 + 2 * REGULATION_KICKS + 2 * config.suddenDeathRounds + 1;

/** Regulation is decided once the side behind cannot catch up with the kicks it has left. */
export function isDecided(homeGoals: number, awayGoals: number, kicksTaken: number): boolean {
  const homeLeft = REGULATION_KICKS - Math.ceil(kicksTaken / 2);
  const awayLeft = REGULATION_KICKS - Math.floor(kicksTaken / 2);
  return homeGoals > awayGoals + awayLeft || awayGoals > homeGoals + homeLeft;
}

export function drawPenaltyField(config: PenaltyConfig, floats: FloatSource): PenaltyField {
  const [home, away] = pickNames(floats, config.teams, 2) as [string, string];
  const homeChance = config.chances[floats.nextInt(config.chances.length)]!;
  const awayChance = config.chances[floats.nextInt(config.chances.length)]!;
  return { home, away, homeChance, awayChance };
}

/** The kicks from the floats after the field's: a kick scores when an integer below 100 falls under its chance. */
export function drawShootout(config: PenaltyConfig, field: PenaltyField, floats: FloatSource): PenaltyEvent {
  const kicks: Kick[] = [];
  const goals = { home: 0, away: 0 };
  const kick = (side: Side, scored: boolean) => {
    kicks.push({ side, scored });
    if (scored) goals[side] += 1;
  };
  const shoot = (side: Side) => kick(side, floats.nextInt(100) < (side === 'home' ? field.homeChance : field.awayChance));
  for (let taken = 0; taken < 2 * REGULATION_KICKS && !isDecided(goals.home, goals.away, taken); taken += 1)
    shoot(taken % 2 === 0 ? 'home' : 'away');
  const suddenDeath = goals.home === goals.away;
  for (let round = 0; suddenDeath && round < config.suddenDeathRounds && goals.home === goals.away; round += 1) {
    shoot('home');
    shoot('away');
  }
  if (goals.home === goals.away) {
    const [homeWins, awayWins] = decisiveWeights(field);
    const home = floats.nextInt(homeWins + awayWins) < homeWins;
    kick('home', home);
    kick('away', !home);
  }
  return { ...field, kicks, homeGoals: goals.home, awayGoals: goals.away, suddenDeath };
}

/** Integer weights (ten-thousandths) of the two decisive sudden-death rounds: home scores and away misses, and the reverse. */
export const decisiveWeights = ({ homeChance: a, awayChance: b }: PenaltyField): [number, number] => [a * (100 - b), (100 - a) * b];

export function drawPenalty(config: PenaltyConfig, floats: FloatSource): PenaltyEvent {
  return drawShootout(config, drawPenaltyField(config, floats), floats);
}
