import type { TStaffSecurityEvent } from '@casino/contracts';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';

/** Changes of the player's credentials and sign-ins from new browsers, newest first: when, from where, which browser. */
export function SecurityEvents({ events }: { events: TStaffSecurityEvent[] }) {
  const title = t('players.withdrawalSecurity.events');
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      {events.length === 0 ? (
        <p className="text-ink-soft">{t('players.withdrawalSecurity.noEvents')}</p>
      ) : (
        <ul aria-label={title}>
          {events.map((e, i) => (
            // Events carry no id, and two may share kind and time; the list is only ever replaced whole.
            <li key={`${i}:${e.kind}:${e.at}`} className="border-b border-line py-1 last:border-0">
              <span className="font-medium text-ink">{t(`players.withdrawalSecurity.kinds.${e.kind}`)}</span>
              {/* A change made in the account is recorded without address or browser: only what is known is shown. */}
              <p className="text-xs text-ink-soft">{[formatUtc(e.at), e.ip, e.device].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
