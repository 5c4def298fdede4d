'use client';
import { CURRENCIES, type TCurrencyCode, type TFund } from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date-time';
import { t } from '@/lib/i18n';
import { confirm } from '@/lib/modal-store';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useProfile } from '@/features/profile';
import { canUsePasskeys } from '@/lib/passkey-prompt';
import { normalizeSecondFactorCode } from '@/lib/second-factor-code';
import { useRequestWithdrawal, type WithdrawalInput } from '../api/request-withdrawal';
import { signWithdrawalWithPasskey } from '../api/withdrawal-passkey';
import { useWithdrawalSecurity } from '../api/withdrawal-security';
import { CryptoAddressField, type Destination } from './crypto-address-field';

type FieldErrors = Partial<Record<'amount' | 'address' | 'email' | 'currency' | 'code' | 'passkey', string>>;

/**
 * Takes real money out of a wallet: crypto to an address of its chain (one of the allow-list's while it is on), fiat
 * to the Skrill account the player names by its e-mail (their own e-mail to start with). The amount is set aside at
 * once; a player with two-factor sign-in confirms each request with a code from the app or a passkey (either one when
 * they have both), any other by the link mailed to them. It stays pending until the operator pays it (or the player
 * cancels it in the history).
 */
export function WithdrawForm({ funds }: { funds: TFund[] }) {
  const [currency, setCurrency] = useState<TCurrencyCode>(funds.find((f) => f.default)?.currency ?? funds[0]!.currency);
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState<Destination>({ address: '' });
  const [code, setCode] = useState('');
  const [isSigning, setIsSigning] = useState(false);
  const security = useWithdrawalSecurity();
  const profile = useProfile();
  // The player's own e-mail until they type another Skrill account.
  const [typedEmail, setEmail] = useState<string>();
  const email = typedEmail ?? profile.data?.email ?? '';
  const [errors, setErrors] = useState<FieldErrors>({});
  const withdrawal = useRequestWithdrawal();
  const fund = funds.find((f) => f.currency === currency);
  const isCrypto = !CURRENCIES[currency].fiat;
  // Until the profile answers, the e-mail to pay is not known: a request then would be refused for a missing one.
  const isEmailLoading = !isCrypto && typedEmail === undefined && profile.isLoading;
  const guards = security.data;
  const isBusy = withdrawal.isPending || isSigning;
  const factors = guards?.factors ?? [];
  const needsCode = factors.includes('totp');
  const takesPasskey = factors.includes('passkey') && canUsePasskeys();
  // Without the app the passkey is the only way: the form's own button asks for it.
  const isPasskeyOnly = factors.includes('passkey') && !needsCode;
  // The API names 'code' when no factor came; without a code field that is the passkey's to say.
  const passkeyError = errors.passkey ?? (needsCode ? undefined : errors.code);

  /** The request as typed, or null after naming what is missing. */
  function typedRequest(withCode: boolean): WithdrawalInput | null {
    const missing: FieldErrors = {
      ...(amount.trim() ? {} : { amount: t('wallet.withdraw.amountRequired') }),
      ...(isCrypto && !destination.address.trim() ? { address: t('wallet.withdraw.addressRequired') } : {}),
      ...(!isCrypto && !email.trim() ? { email: t('wallet.withdraw.emailRequired') } : {}),
      ...(withCode && !code.trim() ? { code: t('wallet.withdraw.codeRequired') } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length) return null;
    const to = isCrypto ? { address: destination.address.trim(), destinationTag: destination.destinationTag } : { email: email.trim() };
    return { amount: amount.trim(), currency, ...to, isCrypto };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isPasskeyOnly) return void confirmWithPasskey();
    const input = typedRequest(needsCode);
    if (input) send(needsCode ? { ...input, code: normalizeSecondFactorCode(code) } : input);
  }

  async function confirmWithPasskey() {
    const input = typedRequest(false);
    if (!input) return;
    setIsSigning(true);
    try {
      send({ ...input, passkey: await signWithdrawalWithPasskey() });
    } catch (error) {
      // The prompt gave no signature, or the API no challenge (the passkey is gone, too many tries).
      setErrors({ passkey: error instanceof Error && error.message ? error.message : t('wallet.withdraw.failed') });
    } finally {
      setIsSigning(false);
    }
  }

  function send(input: WithdrawalInput) {
    withdrawal.mutate(input, {
      onSuccess: (done) => {
        const amount = formatMoney(done.amount, done.currency);
        toast.success(t(done.status === 'unconfirmed' ? 'wallet.withdraw.confirmByEmail' : 'wallet.withdraw.requested', { amount }));
        setAmount('');
        setDestination({ address: '' });
        setCode('');
      },
      onError: (err) => {
        const { forfeitBonus, ...named } = Object.fromEntries(
          ((err instanceof ApiError ? err.errors : []) ?? []).map((e) => [e.field, e.message]),
        ) as FieldErrors & { forfeitBonus?: string };
        setErrors(named);
        // An active bonus is given up only once the player has read what they lose and said yes.
        if (forfeitBonus) {
          return confirm({
            description: forfeitBonus,
            approveLabel: t('wallet.withdraw.forfeitAndWithdraw'),
            onApprove: () => send({ ...input, forfeitBonus: true }),
          });
        }
        if (!Object.keys(named).length) toast.error(err.message || t('wallet.withdraw.failed'));
      },
    });
  }

  return (
    <section aria-labelledby="withdraw-heading" className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-6">
      <div>
        <h2 id="withdraw-heading" className="text-lg font-bold">
          {t('wallet.withdraw.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t(isCrypto ? 'wallet.withdraw.cryptoIntro' : 'wallet.withdraw.fiatIntro')}</p>
        {guards?.confirmation === 'email' && <p className="mt-1 text-sm text-muted">{t('wallet.withdraw.emailConfirmation')}</p>}
        {isPasskeyOnly && (
          <p className="mt-1 text-sm text-muted">
            {t(takesPasskey ? 'wallet.withdraw.passkeyConfirmation' : 'wallet.withdraw.noPasskeySupport')}
          </p>
        )}
      </div>
      {guards?.heldUntil && (
        <p role="status" className="rounded-xl bg-gold/15 p-3 text-sm text-gold">
          {t('wallet.withdraw.heldUntil', { date: formatDateTime(guards.heldUntil), because: guards.heldBecause ?? '' })}
        </p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('wallet.withdraw.currency')}
          value={currency}
          error={errors.currency}
          onChange={(e) => {
            setCurrency(e.target.value as TCurrencyCode);
            setDestination({ address: '' });
            setErrors({});
          }}
        >
          {funds.map((f) => (
            <option key={f.currency} value={f.currency}>
              {f.currency} · {formatMoney(f.totalMoney, f.currency)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('wallet.withdraw.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        {!isCrypto && (
          <div className="sm:col-span-2">
            <TextField
              label={t('wallet.withdraw.email')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              value={email}
              error={errors.email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
        )}
        {isCrypto && (
          <div className="sm:col-span-2">
            <CryptoAddressField
              currency={currency}
              listed={guards?.allowList.on === false ? null : (guards?.addresses ?? [])}
              value={destination}
              error={errors.address}
              onChange={setDestination}
            />
          </div>
        )}
        {needsCode && (
          <div className="sm:col-span-2">
            <TextField
              label={t('wallet.withdraw.codeLabel')}
              hint={t('wallet.withdraw.codeHint')}
              inputMode="text"
              autoComplete="one-time-code"
              spellCheck={false}
              value={code}
              error={errors.code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
        )}
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            {fund && t('wallet.withdraw.available', { amount: formatMoney(fund.totalMoney, fund.currency) })}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {takesPasskey && !isPasskeyOnly && (
              <Button
                variant="secondary"
                onClick={() => void confirmWithPasskey()}
                disabled={isBusy || isEmailLoading || Boolean(guards?.heldUntil)}
                aria-describedby={passkeyError ? 'withdraw-passkey-error' : undefined}
              >
                {t('wallet.withdraw.confirmWithPasskey')}
              </Button>
            )}
            <Button
              type="submit"
              disabled={isBusy || isEmailLoading || security.isPending || Boolean(guards?.heldUntil) || (isPasskeyOnly && !takesPasskey)}
              aria-busy={isBusy}
              aria-describedby={isPasskeyOnly && passkeyError ? 'withdraw-passkey-error' : undefined}
            >
              {t(isPasskeyOnly ? 'wallet.withdraw.confirmWithPasskey' : 'wallet.withdraw.submit')}
            </Button>
          </div>
        </div>
        {passkeyError && (
          <p id="withdraw-passkey-error" role="alert" className="text-sm text-danger sm:col-span-2">
            {passkeyError}
          </p>
        )}
      </form>
    </section>
  );
}
