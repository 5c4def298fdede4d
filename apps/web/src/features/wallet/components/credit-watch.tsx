'use client';
import { useCreditWatch } from '../hooks/use-credit-watch';

/** Mounted once on every page: credits made elsewhere reach the header, the account summary and the wallet page. */
export function CreditWatch() {
  useCreditWatch();
  return null;
}
