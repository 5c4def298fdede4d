import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useSaferGambling } from '../api/get-safer-gambling';
import { QueryState, Section } from './section';

const when = (iso: string | null) => (iso ? formatUtc(iso) : t('players.safer.noEnd'));

/** Limits in force and waiting, what closes play, every exclusion, the register's answer, the markers and the case. */
export function SaferGamblingSection({ playerId }: { playerId: string }) {
  const safer = useSaferGambling(playerId);
  return (
    <Section title={t('players.safer.title')}>
      <QueryState query={safer}>
        {() => {
          const s = safer.data!;
          return (
            <div className="flex flex-col gap-3 text-sm">
              {s.playClosed ? (
                <p className="font-medium text-danger">{s.playClosed.message}</p>
              ) : (
                <p className="text-ink-soft">{t('players.safer.playOpen')}</p>
              )}
              {s.openCaseId && (
                <p>
                  <Link to={`/cases/${s.openCaseId}`} className="text-brand-strong underline">
                    {t('players.safer.openCase')}
                  </Link>
                </p>
              )}
              <div>
                <h3 className="font-semibold text-ink">{t('players.safer.limits')}</h3>
                {s.limits.length === 0 ? (
                  <p className="text-ink-soft">{t('players.safer.noLimits')}</p>
                ) : (
                  <ul>
                    {s.limits.map((l) => (
                      <li key={l.limit}>
                        {t(`cases.limitNames.${l.limit}`)}: {l.value} {l.limit === 'session_time' ? t('players.safer.minutes') : s.currency}
                        {l.pending &&
                          ` · ${t('players.safer.pending', { value: l.pending.value ?? t('players.safer.removed'), at: formatUtc(l.pending.confirmableAt) })}`}
                        {l.heldByCase && (
                          <span className="ml-2">
                            <Badge tone="warn">{t('players.safer.heldByCase')}</Badge>
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <h3 className="font-semibold text-ink">{t('players.safer.exclusions')}</h3>
                {s.exclusions.length === 0 ? (
                  <p className="text-ink-soft">{t('players.safer.noExclusions')}</p>
                ) : (
                  <ul>
                    {s.exclusions.map((e) => (
                      <li key={`${e.kind}:${e.startsAt}`}>
                        {t(`players.safer.exclusionKinds.${e.kind}`)} ({e.period}): {formatUtc(e.startsAt)} –{' '}
                        {when(e.reopensAt ?? e.endsAt)}
                      </li>
                    ))}
                  </ul>
                )}
                {s.register && (
                  <p className="mt-1">
                    {t('players.safer.register', {
                      register: s.register.register,
                      status: s.register.status,
                      at: formatUtc(s.register.checkedAt),
                    })}
                  </p>
                )}
              </div>
              <div>
                <h3 className="font-semibold text-ink">{t('players.safer.markers')}</h3>
                {s.markers.length === 0 ? (
                  <p className="text-ink-soft">{t('players.safer.noMarkers')}</p>
                ) : (
                  <ul>
                    {s.markers.map((m) => (
                      <li key={m.id}>
                        {m.kind.replace(/_/g, ' ')} <Badge tone={m.strength === 'strong' ? 'warn' : 'neutral'}>{m.strength}</Badge>{' '}
                        <span className="text-ink-soft">{formatUtc(m.at)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          );
        }}
      </QueryState>
    </Section>
  );
}
