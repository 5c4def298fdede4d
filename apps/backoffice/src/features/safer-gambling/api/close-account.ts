import type { ZSaferGamblingCloseAccountRequest } from '@casino/contracts';
import type { z } from 'zod';
import { useCaseAction } from './case-mutation';

/** POST …/cases/{id}/close-account: no more deposits or play; the balance stays withdrawable. */
export const useCloseAccount = (id: string) => useCaseAction<z.input<typeof ZSaferGamblingCloseAccountRequest>>(id, 'close-account');
