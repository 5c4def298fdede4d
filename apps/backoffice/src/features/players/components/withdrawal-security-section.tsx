import type { TStaffPlayerWithdrawalSecurity, TWithdrawalAddress } from '@casino/contracts';
import { Badge } from '@/components/ui/badge';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useWithdrawalSecurity } from '../api/get-withdrawal-security';
import { Facts, QueryState, Section } from './section';
import { SecurityEvents } from './security-events';

const TEXTS = 'players.withdrawalSecurity';

function allowListText({ on, offFrom }: TStaffPlayerWithdrawalSecurity['allowList']): string {
  if (!offFrom) return t(`${TEXTS}.allowListOn`);
  return t(on ? `${TEXTS}.allowListSwitchingOff` : `${TEXTS}.allowListOff`, { at: formatUtc(offFrom) });
}

/** One allow-listed address; one added in the last 24 hours is marked with when it becomes usable. */
function AddressItem({ address: a }: { address: TWithdrawalAddress }) {
  return (
    <li className="border-b border-line py-1 last:border-0">
      <span className="font-medium text-ink">{a.currency}</span> <span className="font-mono text-xs break-all">{a.address}</span>
      {a.destinationTag !== undefined && ` (${t(`${TEXTS}.tag`, { tag: a.destinationTag })})`}
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-soft">
        <span>{t(`${TEXTS}.added`, { at: formatUtc(a.addedAt) })}</span>
        {a.isUsable ? (
          <span>{t(`${TEXTS}.usableSince`, { at: formatUtc(a.usableAt) })}</span>
        ) : (
          <Badge tone="warn">{t(`${TEXTS}.usableFrom`, { at: formatUtc(a.usableAt) })}</Badge>
        )}
      </p>
    </li>
  );
}

/** Any factor the player has confirms a request: the app's code, a passkey, either one; the mailed link without them. */
const confirmationKey = (factors: readonly string[]) => (factors.length ? factors.join('_') : 'email');

/**
 * What guards the player's withdrawals (decision 035): their second factor, how each request is confirmed, the hold
 * after a change of credentials, the crypto address allow-list, and what happened to the account's credentials.
 */
export function WithdrawalSecuritySection({ playerId }: { playerId: string }) {
  const security = useWithdrawalSecurity(playerId);
  return (
    <Section title={t(`${TEXTS}.title`)}>
      <QueryState query={security}>
        {() => {
          const s = security.data!;
          return (
            <div className="flex flex-col gap-3 text-sm">
              <Facts
                items={[
                  [
                    t(`${TEXTS}.twoFactor`),
                    s.twoFactorOnSince ? t(`${TEXTS}.twoFactorOn`, { at: formatUtc(s.twoFactorOnSince) }) : t(`${TEXTS}.twoFactorOff`),
                  ],
                  [t(`${TEXTS}.confirmation`), t(`${TEXTS}.confirmations.${confirmationKey(s.factors)}`)],
                  [
                    t(`${TEXTS}.hold`),
                    s.heldUntil ? (
                      <span className="font-medium text-danger">
                        {t(`${TEXTS}.held`, { until: formatUtc(s.heldUntil), because: s.heldBecause ?? '' })}
                      </span>
                    ) : (
                      t(`${TEXTS}.notHeld`)
                    ),
                  ],
                  [t(`${TEXTS}.allowList`), allowListText(s.allowList)],
                ]}
              />
              <div>
                <h3 className="font-semibold text-ink">{t(`${TEXTS}.addresses`)}</h3>
                {s.addresses.length === 0 ? (
                  <p className="text-ink-soft">{t(`${TEXTS}.noAddresses`)}</p>
                ) : (
                  <ul aria-label={t(`${TEXTS}.addresses`)}>
                    {s.addresses.map((a) => (
                      <AddressItem key={a.id} address={a} />
                    ))}
                  </ul>
                )}
              </div>
              <SecurityEvents events={s.events} />
            </div>
          );
        }}
      </QueryState>
    </Section>
  );
}
