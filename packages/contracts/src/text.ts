import { z } from 'zod';

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const UNPAIRED_SURROGATE_MESSAGE = 'Text must be valid Unicode';

/** Half of a UTF-16 surrogate pair without its other half: no UTF-8 encodes it, so PostgreSQL refuses it. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every string a request carries starts here. PostgreSQL's text cannot hold NUL (U+0000): refused in
 * the contract, it is a 400 naming the field instead of a database error. The OpenAPI fuzz test
 * (apps/api/test/openapi-fuzz.test.ts) sends NUL to every text field of every route and fails on a
 * field that lets it through, so a contract written with a bare z.string() does not go unnoticed. Nor can it
 * hold half a surrogate pair (JSON may escape one, "\ud800"): refused the same way.
 */
export const textField = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((text) => !text.includes('\u0000'), NUL_MESSAGE)
    .refine((text) => !UNPAIRED_SURROGATE.test(text), UNPAIRED_SURROGATE_MESSAGE);
