import type { TPaymentGateway } from '@casino/contracts';
import type { DepositHandoff, DepositStart, PaymentGateway } from './gateway';
import { readSandboxNotice } from './sandbox-notice';

/** The hosted page of a sandbox payment, where a tester pays, declines or passes a 3-D Secure challenge. */
export const sandboxPagePath = (gateway: string, depositId: string) => `/payments/sandbox/${gateway}/${depositId}`;

/**
 * A gateway of ours that behaves like the real one end to end: its deposits go to a hosted page on this
 * site (sandbox-routes.ts), whose outcome comes back as a signed notice (Standard Webhooks), sent until
 * acknowledged. The widget gateway (mifinity) hands out a token for its embedded page instead.
 */
export function createSandboxGateway(code: TPaymentGateway, opts: { publicUrl: string; secret: string }): PaymentGateway {
  return {
    code,
    async startDeposit(start: DepositStart): Promise<DepositHandoff> {
      if (code === 'mifinity') return { initializationToken: start.depositId };
      const redirectUrl = `${opts.publicUrl}${sandboxPagePath(code, start.depositId)}`;
      // A phone pays a QR e-wallet by scanning the same page.
      return code === 'jeton' ? { redirectUrl, qr: redirectUrl } : { redirectUrl };
    },
    readNotice: (headers, body, now) => readSandboxNotice(opts.secret, headers, body, now),
  };
}
