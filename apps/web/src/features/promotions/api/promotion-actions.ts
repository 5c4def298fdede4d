'use client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { PLAYER_PROMOTIONS_URL } from './paths';
import { refreshAfterPromotionChange } from './refresh';

/** POST /profile/promotion {id}: accepts a pending promotion (docs/product.md, Promotions). */
async function acceptPromotion(id: string): Promise<unknown> {
  return api.post<unknown>(PLAYER_PROMOTIONS_URL, { id });
}

/**
 * DELETE /profile/promotion?id=…: rejects a pending promotion, or forfeits the active bonus; without an id,
 * rejects every pending one.
 */
async function rejectPromotion(id: string | undefined): Promise<unknown> {
  return api.delete<unknown>(id === undefined ? PLAYER_PROMOTIONS_URL : `${PLAYER_PROMOTIONS_URL}?id=${encodeURIComponent(id)}`);
}

export function useAcceptPromotion() {
  return useMutation({ mutationFn: acceptPromotion, onSuccess: refreshAfterPromotionChange }, appQueryClient());
}

/** Reject one (`id`), reject every pending one (undefined), or forfeit the active bonus (its `id`). */
export function useRejectPromotion() {
  return useMutation({ mutationFn: rejectPromotion, onSuccess: refreshAfterPromotionChange }, appQueryClient());
}
