/** Profile service routes of the player's provably fair seeds (ISSUE 11 point 3), through the web origin. */
export const FAIRNESS_URL = '/profile-service/api/v1/fairness';
export const CLIENT_SEED_URL = `${FAIRNESS_URL}/client-seed`;
export const ROTATE_URL = `${FAIRNESS_URL}/rotate`;

export const FAIRNESS_QUERY_KEY = ['fairness'] as const;
