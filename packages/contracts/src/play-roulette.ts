import { z } from 'zod';
import { ZAmount } from './money';

// Roulette's shapes in the play contract (play.ts gathers them with the other families').

const int = z.number().int();

export const ZRouletteView = z.object({
  family: z.literal('roulette'),
  limits: z.object({ minSpot: z.string(), maxStraight: z.string(), maxRound: z.string() }),
});

export const ZRouletteSpotBet = z.object({
  kind: z.enum([
    'straight',
    'split',
    'street',
    'trio',
    'corner',
    'firstFour',
    'sixLine',
    'red',
    'black',
    'odd',
    'even',
    'low',
    'high',
    'dozen',
    'column',
  ]),
  numbers: z.array(int.min(0).max(36)).max(6).optional(),
  which: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  amount: ZAmount,
});

export const ZRouletteStep = z.object({ pocket: int, colour: z.enum(['green', 'red', 'black']), wins: z.array(z.string()) });
