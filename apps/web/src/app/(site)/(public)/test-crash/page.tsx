import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

export const metadata: Metadata = { robots: { index: false } };

/**
 * Fails while rendering, so browser tests can see the 500 page and the error report. It exists only
 * on a web server started with ENABLE_TEST_ROUTES=1 (the e2e stack); everywhere else it is a 404.
 */
export default async function TestCrashPage() {
  await connection();
  if (process.env.ENABLE_TEST_ROUTES !== '1') notFound();
  throw new Error('Test crash: this page fails on purpose (ENABLE_TEST_ROUTES=1)');
}
