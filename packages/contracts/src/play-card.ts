import { z } from 'zod';

/** A playing card as the play contract sends it: rank then suit ('Tc', 'As'). */
export const ZCard = z.string().regex(/^[2-9TJQKA][cdhs]$/);
