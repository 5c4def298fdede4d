import type { ZSaferGamblingCloseCaseRequest } from '@casino/contracts';
import type { z } from 'zod';
import { useCaseAction } from './case-mutation';

/** POST …/cases/{id}/close: the case ends with its outcome. */
export const useCloseCase = (id: string) => useCaseAction<z.input<typeof ZSaferGamblingCloseCaseRequest>>(id, 'close');
