import type { ZSaferGamblingCaseNoteRequest } from '@casino/contracts';
import type { z } from 'zod';
import { useCaseAction } from './case-mutation';

/** POST …/cases/{id}/notes: a note for the record; the player sees nothing. */
export const useAddCaseNote = (id: string) => useCaseAction<z.input<typeof ZSaferGamblingCaseNoteRequest>>(id, 'notes');
