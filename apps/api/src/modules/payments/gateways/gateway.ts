import type { TCurrencyCode, TPaymentGateway } from '@casino/contracts';

// What the payments module needs of a gateway. Each gateway's adapter speaks its API; with no
// credentials configured the sandbox adapter (sandbox.ts) stands in and behaves the same way.

export type DepositStart = {
  depositId: string;
  amount: bigint;
  currency: TCurrencyCode;
  language: string;
  email: string;
  /** Where the gateway sends the player's browser back to when the payment is over. */
  returnUrl: string;
};

/** How the player pays: a page to go to (with its QR code for a phone), or a widget's token. */
export type DepositHandoff = { redirectUrl: string; qr?: string } | { initializationToken: string };

/** A gateway's notice about one payment, once its signature is checked. */
export type GatewayNotice = {
  eventId: string;
  depositId: string;
  outcome: 'paid' | 'failed';
  /** What the gateway says was paid; compared with the deposit before anything is credited. */
  amount: string;
  currency: string;
  /** The gateway's own reference of the payment. */
  reference: string;
  /** Why it failed, in words for the player. */
  reason?: string;
};

/** Not valid: unsigned (401), or signed by the gateway but not a notice we can read (`isSigned`, 400). */
export type NoticeReading = { isValid: true; notice: GatewayNotice } | { isValid: false; reason: string; isSigned?: boolean };

export type PaymentGateway = {
  code: TPaymentGateway;
  startDeposit(start: DepositStart): Promise<DepositHandoff>;
  /** Checks a notice's signature (against `now`) and reads it; never trusts an unsigned body. */
  readNotice(headers: Record<string, string | string[] | undefined>, body: string, now: Date): NoticeReading;
};
