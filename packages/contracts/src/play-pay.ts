import { z } from 'zod';

/** A pay to one as a fraction: [7, 6] pays 7 for every 6 staked, the stake returned besides. */
export const ZPay = z.tuple([z.number().int(), z.number().int()]);
