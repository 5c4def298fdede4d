import type { TSaferGamblingCase } from '@casino/contracts';
import { Panel } from '@/components/ui/page';
import { Table, Td, Th } from '@/components/ui/table';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { markerName } from './case-labels';

const factText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value));

/** The markers of the case, newest first, each with the figures its rule compared. */
export function MarkersPanel({ markers }: { markers: TSaferGamblingCase['markers'] }) {
  return (
    <Panel title={t('cases.markersTitle')}>
      <ul className="flex flex-col gap-3">
        {markers.map((m) => (
          <li key={m.id} className="rounded-md border border-line p-3">
            <p className="text-sm font-medium text-ink">
              {markerName(m.kind)} <span className="font-normal text-ink-soft">({t(`cases.strength.${m.strength}`)})</span>
            </p>
            <p className="text-xs text-ink-soft">{formatUtc(m.at)}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              {Object.entries(m.details).map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="text-ink-soft">{name}</dt>
                  <dd className="font-mono break-all text-ink">{factText(value)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The player's limits in force and what closes play to them (exclusions, breaks, a closed account). */
export function PlayerPanel({ view }: { view: TSaferGamblingCase }) {
  const { limits, playClosed, exclusions, player } = view;
  return (
    <Panel title={t('cases.playerTitle')}>
      <div className="flex flex-col gap-3 text-sm">
        {playClosed ? (
          <p role="status" className="rounded-md bg-danger-soft px-3 py-2 text-danger">
            <strong>{t(`cases.playClosed.${playClosed.kind}`)}</strong> {playClosed.message}
          </p>
        ) : (
          <p className="text-ink-soft">{t('cases.playOpen')}</p>
        )}
        {limits.length === 0 ? (
          <p className="text-ink-soft">{t('cases.noLimits')}</p>
        ) : (
          <Table label={t('cases.limitsLabel')} minWidth="30rem">
            <thead>
              <tr>
                <Th>{t('cases.limit')}</Th>
                <Th>{t('cases.value')}</Th>
                <Th>{t('cases.pending')}</Th>
              </tr>
            </thead>
            <tbody>
              {limits.map((l) => (
                <tr key={l.limit}>
                  <Td>
                    {t(`cases.limitNames.${l.limit}`)}
                    {l.heldByCase && <span className="ml-1 text-xs text-brand-strong">({t('cases.held')})</span>}
                  </Td>
                  <Td className="whitespace-nowrap">
                    {l.value} {l.limit === 'session_time' ? t('cases.minutesShort') : player.currency}
                  </Td>
                  <Td className="text-ink-soft">
                    {l.pending
                      ? t('cases.pendingFrom', { value: l.pending.value ?? t('cases.removal'), at: formatUtc(l.pending.confirmableAt) })
                      : '—'}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {exclusions.length > 0 && (
          <ul className="flex flex-col gap-1 text-xs text-ink-soft">
            {exclusions.map((e) => (
              <li key={`${e.kind}-${e.startsAt}`}>
                {t(`cases.exclusionKinds.${e.kind}`)} · {formatUtc(e.startsAt)} → {e.reopensAt ? formatUtc(e.reopensAt) : t('cases.noEnd')}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}

/** The messages of the case the player is asked to acknowledge, and whether they have. */
export function InteractionsPanel({ interactions }: { interactions: TSaferGamblingCase['interactions'] }) {
  return (
    <Panel title={t('cases.interactionsTitle')}>
      {interactions.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('cases.noInteractions')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {interactions.map((i) => (
            <li key={i.id} className="rounded-md border border-line p-3">
              <p className="text-xs text-ink-soft">
                {t(`cases.interactionKinds.${i.kind}`)} · {formatUtc(i.openedAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-ink">{i.message}</p>
              <p className="mt-1 text-xs">
                {i.acknowledgedAt ? (
                  <span className="text-ok">{t('cases.acknowledgedAt', { at: formatUtc(i.acknowledgedAt) })}</span>
                ) : (
                  <span className="text-ink-soft">{t('cases.notAcknowledged')}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Every step of the case, oldest first: who, when, what. */
export function HistoryPanel({ history }: { history: TSaferGamblingCase['history'] }) {
  return (
    <Panel title={t('cases.historyTitle')}>
      <ol aria-label={t('cases.historyTitle')} className="flex flex-col gap-2 text-sm">
        {history.map((step, index) => (
          <li key={index} className="border-l-2 border-line pl-3">
            <p className="text-xs text-ink-soft">
              {formatUtc(step.at)} · {step.staff?.email ?? t(`cases.actors.${step.actor}`)}
            </p>
            <p className="whitespace-pre-wrap text-ink">{step.summary}</p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
