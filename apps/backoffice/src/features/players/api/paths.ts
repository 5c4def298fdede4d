import { STAFF_API } from '@/lib/api-client';

export const PLAYERS_URL = `${STAFF_API}/players`;
export const playerUrl = (id: string) => `${PLAYERS_URL}/${encodeURIComponent(id)}`;

/** Every query of one player starts with this key: an action refreshes the parts it changed. */
export const playerQueryKey = (id: string, ...part: string[]) => ['player', id, ...part] as const;
