import { z } from 'zod';

/** Every 4xx/5xx body: a sentence for people, and per-field details for forms. */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZHealthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pg', 'pglite']) });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
