// Limits that browser code checks or shows, in a module without schemas: importing a number from a module that also
// builds zod schemas would bring zod's whole runtime into the page that only wanted the number.

/** The longest client seed, in characters (ZClientSeed). */
export const CLIENT_SEED_MAX = 64;

/** The largest page of the bet history (ZBetHistoryQuery). */
export const BET_HISTORY_MAX_SIZE = 100;

/** The most rounds one CSV export holds (the newest of the filtered list); narrower dates reach older ones. */
export const BET_HISTORY_EXPORT_MAX_ROWS = 10_000;
