import type { TStaffWelcomeOffer } from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { Table, Td, Th } from '@/components/ui/table';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useResetWelcomeOffer, useSaveWelcomeOffer } from '../api/save-welcome-offer';
import { DEPOSIT_NUMBERS, draftOf, emptyTier, requestOf, type TierDraft, type WelcomeDraft } from '../lib/welcome-draft';

const CELL =
  'h-8 w-full min-w-16 rounded-md border border-line bg-white px-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

/** Where the offer in force comes from, and what the market applies on top of it. */
function OfferSource({ offer }: { offer: TStaffWelcomeOffer }) {
  const rules = [
    offer.marketRules.bonusOnlyAtFirstDeposit ? t('bonuses.welcome.firstDepositOnly') : '',
    offer.marketRules.wageringMaxMultiple !== null
      ? t('bonuses.welcome.wageringCap', { multiple: offer.marketRules.wageringMaxMultiple })
      : '',
  ].filter(Boolean);
  return (
    <div className="text-sm text-ink-soft">
      <p>
        {offer.source === 'file' || !offer.updatedBy || !offer.updatedAt
          ? t('bonuses.welcome.fromFile')
          : t('bonuses.welcome.fromOverride', { email: offer.updatedBy.email ?? offer.updatedBy.id, at: formatUtc(offer.updatedAt) })}
      </p>
      {rules.length > 0 && <p>{t('bonuses.welcome.marketRules', { market: offer.profileName, rules: rules.join(' ') })}</p>}
      <p>{t('bonuses.welcome.minimumNote', { amount: offer.minimumDepositEur })}</p>
    </div>
  );
}

/**
 * One market profile's welcome offer as an editable table per deposit: each tier's upper bound (empty: none), bonus
 * percent and free spins. Saving sets the profile's own offer; "Back to the file's offer" removes it.
 */
export function WelcomeOfferEditor({ offer }: { offer: TStaffWelcomeOffer }) {
  const [draft, setDraft] = useState<WelcomeDraft>(() => draftOf(offer));
  const save = useSaveWelcomeOffer();
  const reset = useResetWelcomeOffer();
  const [notice, setNotice] = useState<string | null>(null);
  const failure = save.error ?? reset.error;

  const setTier = (depositNumber: number, index: number, change: Partial<TierDraft>) =>
    setDraft((d) => ({
      ...d,
      deposits: d.deposits.map((dep) =>
        dep.depositNumber === depositNumber
          ? { ...dep, tiers: dep.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)) }
          : dep,
      ),
    }));
  const setTiers = (depositNumber: number, tiers: (current: TierDraft[]) => TierDraft[]) =>
    setDraft((d) => ({
      ...d,
      deposits: d.deposits.map((dep) => (dep.depositNumber === depositNumber ? { ...dep, tiers: tiers(dep.tiers) } : dep)),
    }));
  const missing = DEPOSIT_NUMBERS.filter((n) => !draft.deposits.some((d) => d.depositNumber === n));

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    reset.reset();
    save.mutate(
      { profile: offer.profile, offer: requestOf(draft) },
      { onSuccess: (saved) => setNotice(t('bonuses.welcome.saved', { market: saved.profileName })) },
    );
  }

  function backToFile() {
    setNotice(null);
    save.reset();
    reset.mutate(offer.profile, {
      onSuccess: (fileOffer) => {
        setDraft(draftOf(fileOffer));
        setNotice(t('bonuses.welcome.wasReset', { market: fileOffer.profileName }));
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('bonuses.welcome.formLabel', { market: offer.profileName })}
      className="flex flex-col gap-3"
    >
      <OfferSource offer={offer} />
      {failure && <Alert>{failure.message}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
      <div className="max-w-56">
        <TextField
          label={t('bonuses.welcome.maximumBonus')}
          inputMode="decimal"
          autoComplete="off"
          value={draft.maximumBonusEur}
          onChange={(e) => setDraft((d) => ({ ...d, maximumBonusEur: e.target.value }))}
        />
      </div>
      {[...draft.deposits]
        .sort((a, b) => a.depositNumber - b.depositNumber)
        .map((deposit) => {
          const name = t('bonuses.welcome.deposit', { number: deposit.depositNumber });
          return (
            <fieldset key={deposit.depositNumber} className="flex flex-col gap-2">
              <legend className="text-sm font-semibold text-ink">{name}</legend>
              <Table label={t('bonuses.welcome.tiersOf', { deposit: name })} minWidth="32rem">
                <thead>
                  <tr>
                    <Th>{t('bonuses.welcome.upTo')}</Th>
                    <Th>{t('bonuses.welcome.bonusPercent')}</Th>
                    <Th>{t('bonuses.welcome.freeSpins')}</Th>
                    <Th>
                      <span className="sr-only">{t('bonuses.welcome.actions')}</span>
                    </Th>
                  </tr>
                </thead>
                <tbody>
                  {deposit.tiers.map((tier, i) => {
                    const label = (column: string) =>
                      t('bonuses.welcome.cellLabel', { deposit: name, tier: i + 1, column: t(`bonuses.welcome.${column}`) });
                    return (
                      <tr key={i}>
                        <Td>
                          <input
                            className={CELL}
                            inputMode="decimal"
                            placeholder={t('bonuses.welcome.noBound')}
                            aria-label={label('upTo')}
                            value={tier.upToEur}
                            onChange={(e) => setTier(deposit.depositNumber, i, { upToEur: e.target.value })}
                          />
                        </Td>
                        <Td>
                          <input
                            className={CELL}
                            inputMode="numeric"
                            aria-label={label('bonusPercent')}
                            value={tier.bonusPercent}
                            onChange={(e) => setTier(deposit.depositNumber, i, { bonusPercent: e.target.value })}
                          />
                        </Td>
                        <Td>
                          <input
                            className={CELL}
                            inputMode="numeric"
                            aria-label={label('freeSpins')}
                            value={tier.freeSpins}
                            onChange={(e) => setTier(deposit.depositNumber, i, { freeSpins: e.target.value })}
                          />
                        </Td>
                        <Td className="text-right">
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('bonuses.welcome.removeTierLabel', { deposit: name, tier: i + 1 })}
                            onClick={() => setTiers(deposit.depositNumber, (tiers) => tiers.filter((_, j) => j !== i))}
                          >
                            {t('bonuses.welcome.removeTier')}
                          </Button>
                        </Td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => setTiers(deposit.depositNumber, (tiers) => [...tiers, emptyTier()])}>
                  {t('bonuses.welcome.addTier', { deposit: name })}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    setDraft((d) => ({ ...d, deposits: d.deposits.filter((dep) => dep.depositNumber !== deposit.depositNumber) }))
                  }
                >
                  {t('bonuses.welcome.removeDeposit', { deposit: name })}
                </Button>
              </div>
            </fieldset>
          );
        })}
      {missing.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {missing.map((n) => (
            <Button
              key={n}
              size="sm"
              variant="secondary"
              onClick={() => setDraft((d) => ({ ...d, deposits: [...d.deposits, { depositNumber: n, tiers: [emptyTier()] }] }))}
            >
              {t('bonuses.welcome.addDeposit', { deposit: t('bonuses.welcome.deposit', { number: n }) })}
            </Button>
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isBusy={save.isPending}>
          {t('bonuses.welcome.save')}
        </Button>
        {offer.source === 'override' && (
          <Button variant="secondary" isBusy={reset.isPending} onClick={backToFile}>
            {t('bonuses.welcome.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}
