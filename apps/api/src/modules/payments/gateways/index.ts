import { PAYMENT_GATEWAYS, type TPaymentGateway } from '@casino/contracts';
import type { Config } from '../../../config';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

export type { DepositHandoff, DepositStart, GatewayNotice, PaymentGateway } from './gateway';

export type Gateways = ReadonlyMap<TPaymentGateway, PaymentGateway>;

/**
 * The gateways players may pay through: those PAYMENT_GATEWAYS names (all by default). No real gateway's
 * credentials are configured in this build, so each is its sandbox while PAYMENTS_SANDBOX allows it
 * (never in production unless asked for); without it no gateway is offered.
 */
export function createGateways(config: Config): Gateways {
  if (!config.paymentsSandbox) return new Map();
  const codes = (config.paymentGateways ?? PAYMENT_GATEWAYS) as TPaymentGateway[];
  return new Map(
    codes.map((code) => [code, createSandboxGateway(code, { publicUrl: config.publicUrl, secret: config.paymentsSandboxSecret })]),
  );
}
