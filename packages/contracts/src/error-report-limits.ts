/** Caps keep one report small: the server refuses anything larger rather than storing it. */
export const ERROR_REPORT_LIMITS = { message: 2_000, stack: 16_000, text: 500 } as const;
