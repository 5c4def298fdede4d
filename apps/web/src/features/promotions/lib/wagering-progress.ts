import type { TPlayerPromotion } from '@casino/contracts';
import { percentOf, remainingOf } from './decimal';

export type WageringProgress = {
  /** 0 to 100, rounded down: the bar is full only when the requirement is met. */
  percent: number;
  wagered: string;
  requirement: string;
  /** Stakes still to place, never below zero. */
  remaining: string;
  isMet: boolean;
};

/** Where a bonus's wagering stands, from the amounts the API sends (major units of the bonus's currency). */
export function wageringProgress(promotion: Pick<TPlayerPromotion, 'wagered' | 'wageringRequirement'>): WageringProgress {
  const { wagered, wageringRequirement: requirement } = promotion;
  const percent = percentOf(wagered, requirement);
  return { percent, wagered, requirement, remaining: remainingOf(requirement, wagered), isMet: percent >= 100 };
}
