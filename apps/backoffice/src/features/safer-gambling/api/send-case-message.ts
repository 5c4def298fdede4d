import type { ZSaferGamblingCaseMessageRequest } from '@casino/contracts';
import type { z } from 'zod';
import { useCaseAction } from './case-mutation';

/** POST …/cases/{id}/interactions: a message the player reads and acknowledges. */
export const useSendCaseMessage = (id: string) => useCaseAction<z.input<typeof ZSaferGamblingCaseMessageRequest>>(id, 'interactions');
