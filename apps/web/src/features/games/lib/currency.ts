import { DEFAULT_CURRENCY } from '@casino/contracts';

/** docs/product.md, Validation: the games list currency must be a 3-character string, otherwise EUR. */
export function catalogueCurrency(code: string | null | undefined): string {
  return typeof code === 'string' && code.length === 3 ? code : DEFAULT_CURRENCY;
}
