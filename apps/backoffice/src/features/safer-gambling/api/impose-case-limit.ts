import type { ZSaferGamblingCaseLimitRequest } from '@casino/contracts';
import type { z } from 'zod';
import { useCaseAction } from './case-mutation';

/** POST …/cases/{id}/limits: a limit in force at once, which the player cannot raise until the case is closed. */
export const useImposeCaseLimit = (id: string) => useCaseAction<z.input<typeof ZSaferGamblingCaseLimitRequest>>(id, 'limits');
