/** A game's return to player as players are shown it: 96.5 → "96.50%". */
export const formatRtp = (rtp: number): string => `${rtp.toFixed(2)}%`;
