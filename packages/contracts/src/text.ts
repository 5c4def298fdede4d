import { z } from 'zod';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Every string a request carries starts here. PostgreSQL's text cannot hold NUL (U+0000): refused in
 * the contract, it is a 400 naming the field instead of a database error. The OpenAPI fuzz test
 * (apps/api/test/openapi-fuzz.test.ts) sends NUL to every text field of every route and fails on a
 * field that lets it through, so a contract written with a bare z.string() does not go unnoticed.
 */
export const textField = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((text) => !text.includes('\u0000'), NUL_MESSAGE);
