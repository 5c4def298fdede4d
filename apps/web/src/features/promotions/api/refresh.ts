'use client';
import { PROFILE_QUERY_KEY } from '@/features/profile';
import { WALLET_QUERY_KEY } from '@/features/wallet';
import { invalidateQueries } from '@/lib/query-store';
import { PROMOTIONS_QUERY_KEY } from './paths';

/**
 * docs/product.md, Promotions: after a promotion is taken (or given up) the wallet, the profile and the promotions are read
 * again: the bonus moves money between balances, and what is eligible changes with it.
 */
export async function refreshAfterPromotionChange(): Promise<void> {
  await Promise.all([invalidateQueries(WALLET_QUERY_KEY), invalidateQueries(PROFILE_QUERY_KEY), invalidateQueries(PROMOTIONS_QUERY_KEY)]);
}
