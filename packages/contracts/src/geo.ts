import { z } from 'zod';

/** GET /ip-service/api/v1/user/currentIp (docs/product.md, API). */
export const ZCurrentIp = z.object({
  /** ISO 3166-1 alpha-2 code of the visitor's country, upper case ("DE"). */
  isoCode: z.string(),
  /** The country's English name ("Germany"). */
  country: z.string(),
});
export type TCurrentIp = z.infer<typeof ZCurrentIp>;
