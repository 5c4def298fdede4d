'use client';
import type { TCardGateway } from '@casino/contracts';
import { updateSession } from './deposit-session';
import { paymentConfigCookie, readPaymentConfig, withFailedGateway, type PaymentConfig } from './payment-config-cookie';

/**
 * Marks a card tier "(Failed to process)" at once and keeps it marked, with the deposit, through a reload
 * (payment_config cookie): for a deposit request the API refused and for a card the gateway declined.
 */
export function rememberFailedGateway(gateway: TCardGateway, deposit: Omit<PaymentConfig, 'tabs'>) {
  const config = withFailedGateway(readPaymentConfig(document.cookie), deposit, gateway);
  document.cookie = paymentConfigCookie(config, new Date(), window.location.protocol === 'https:');
  updateSession({ failedGateways: config.tabs });
}
