'use client';
import type { TPlaySession, TSeedRotation } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { postDemoRotation } from '../api/play-api';
import { familyEntry } from '../families/registry';
import { DemoClientSeedForm } from './demo-client-seed-form';
import { ruleTexts } from './rule-texts';

type Props = { token: string; session: TPlaySession; onClose: () => void; onSeedsChanged: () => void };

function Fact({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="rounded-lg border border-line bg-panel-2 px-3 py-2">
      <dt className="text-[11px] text-muted uppercase">{label}</dt>
      <dd data-testid={testId} className="font-mono text-sm break-all">
        {value}
      </dd>
    </div>
  );
}

/** The info screen: the title's rules, the RTP its configuration proves, limits and the provably fair seeds. */
export function InfoPanel({ token, session, onClose, onSeedsChanged }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [rotation, setRotation] = useState<TSeedRotation | null>(null);
  const [rotateError, setRotateError] = useState<string | null>(null);
  const { game, limits, currency, fairness } = session;
  const { InfoFacts, InfoFairness } = familyEntry(session.view.family);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  function showRotation(next: TSeedRotation) {
    setRotation(next);
    setRotateError(null);
    onSeedsChanged();
  }

  async function rotate() {
    try {
      showRotation(await postDemoRotation(token));
    } catch (err) {
      setRotateError(err instanceof ApiError ? err.message : t('play.errors.network'));
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="play-info-title"
      className="m-auto max-h-[90dvh] w-[min(40rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl border border-line bg-panel p-5 text-white backdrop:bg-black/70"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="play-info-title" className="text-lg font-bold">
          {t('play.info.title', { name: game.name })}
        </h2>
        <button type="button" onClick={() => dialog.current?.close()} className="rounded-md border border-line px-3 py-1 text-sm">
          {t('play.info.close')}
        </button>
      </div>
      {ruleTexts(session.view).map((text) => (
        <p key={text} className="mt-3 text-sm text-white/85">
          {text}
        </p>
      ))}
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Fact label={t('play.info.rtp')} value={`${game.rtp}%`} testId="play-rtp" />
        <Fact label={t('play.info.volatility')} value={t(`game.volatility.${game.volatility}`)} />
        <Fact label={t('play.info.provider')} value={game.provider} />
        <Fact label={t('play.info.minBet')} value={formatMoney(limits.minBet, currency)} />
        <Fact label={t('play.info.maxBet')} value={formatMoney(limits.maxBet, currency)} />
        <Fact label={t('play.info.maxWin')} value={formatMoney(limits.maxWin, currency)} />
        {session.jackpot && (
          <Fact label={session.jackpot.name} value={formatMoney(session.jackpot.amount, currency)} testId="play-jackpot" />
        )}
      </dl>
      {InfoFacts && <InfoFacts view={session.view} />}
      {session.jackpot && (
        <p data-testid="play-jackpot-terms" className="mt-3 text-sm text-white/85">
          {t('play.info.jackpot', {
            name: session.jackpot.name,
            share: session.jackpot.contributionPercent,
            chance: session.jackpot.chanceOneIn.toLocaleString('en'),
          })}
          {session.mode === 'demo' && <span className="block text-xs text-muted">{t('play.info.jackpotDemo')}</span>}
        </p>
      )}
      <h3 className="mt-5 font-semibold">{t('play.info.fairness')}</h3>
      {InfoFairness ? (
        <InfoFairness token={token} />
      ) : (
        <>
          <dl className="mt-2 grid gap-2">
            <Fact label={t('fairness.seeds.serverSeedHash')} value={fairness.serverSeedHash} testId="play-server-seed-hash" />
            <Fact label={t('fairness.seeds.clientSeed')} value={fairness.clientSeed} testId="play-client-seed" />
            <Fact label={t('fairness.seeds.nonce')} value={fairness.nonce} />
          </dl>
          {session.mode === 'demo' ? (
            <div className="mt-3 flex flex-col items-start gap-2 text-sm">
              <DemoClientSeedForm key={fairness.clientSeed} token={token} current={fairness.clientSeed} onChanged={showRotation} />
              <button
                type="button"
                onClick={() => void rotate()}
                className="rounded-lg border border-line px-3 py-1.5 font-semibold hover:border-accent-2"
              >
                {t('play.info.rotateDemo')}
              </button>
              {rotation && <p className="font-mono text-xs break-all">{t('play.info.revealed', { seed: rotation.revealed.serverSeed })}</p>}
              {rotateError && <p role="alert">{rotateError}</p>}
            </div>
          ) : (
            <p className="mt-3 text-sm text-muted">{t('play.info.realSeeds')}</p>
          )}
        </>
      )}
      <a href="/provably-fair" target="_top" className="mt-3 inline-block text-sm font-semibold text-accent-2 hover:text-white">
        {t('play.info.verify')}
      </a>
    </dialog>
  );
}
