import { useCaseAction } from './case-mutation';

/** POST …/cases/{id}/assign: the member takes the case (from whoever had it). */
export const useAssignCase = (id: string) => useCaseAction<undefined>(id, 'assign');
