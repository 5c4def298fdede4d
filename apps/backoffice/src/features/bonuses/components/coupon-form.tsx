import { COUPON_KINDS, ZStaffCouponCreateRequest, type TStaffCouponCreateRequest } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/fields';
import { t } from '@/lib/i18n';
import { useCreateCoupon } from '../api/create-coupon';

const DEFAULTS: TStaffCouponCreateRequest = {
  code: '',
  name: '',
  kind: 'deposit',
  minimumDepositEur: '',
  bonusPercent: '',
  bonusEur: '',
  freeSpins: '',
  uses: '',
  perPlayer: '',
  validFrom: '',
  validUntil: '',
};

/** A field left empty is an option not given: the command's default applies. */
const givenOnly = (values: TStaffCouponCreateRequest): TStaffCouponCreateRequest =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as TStaffCouponCreateRequest;

/**
 * Creates a bonus code with the options of `npm run promotions:coupon -- create`. The API checks them by the command's
 * rules and names every problem at once, shown above the form.
 */
export function CouponForm() {
  const form = useForm<TStaffCouponCreateRequest>({ resolver: zodResolver(ZStaffCouponCreateRequest), defaultValues: DEFAULTS });
  const create = useCreateCoupon();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const isDeposit = useWatch({ control: form.control, name: 'kind' }) === 'deposit';
  const field = (name: keyof TStaffCouponCreateRequest) => ({ error: form.formState.errors[name]?.message, ...form.register(name) });

  function submit(values: TStaffCouponCreateRequest) {
    setFailure(null);
    setCreated(null);
    create.mutate(givenOnly(values), {
      onSuccess: (coupon) => {
        setCreated(coupon.code);
        form.reset(DEFAULTS);
      },
      onError: (error) => setFailure(error.message),
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('bonuses.coupons.formTitle')} className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-ink">{t('bonuses.coupons.formTitle')}</h3>
      {failure && <Alert>{failure}</Alert>}
      {created && <Alert tone="info">{t('bonuses.coupons.created', { code: created })}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('bonuses.coupons.code')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('bonuses.coupons.codeHint')}
          {...field('code')}
        />
        <TextField label={t('bonuses.coupons.name')} autoComplete="off" maxLength={60} {...field('name')} />
        <SelectField label={t('bonuses.coupons.kind')} {...field('kind')}>
          {COUPON_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`bonuses.coupons.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField
          label={t('bonuses.coupons.minimumDeposit')}
          inputMode="decimal"
          autoComplete="off"
          disabled={!isDeposit}
          hint={t('bonuses.coupons.depositOnlyHint')}
          {...field('minimumDepositEur')}
        />
        <TextField
          label={t('bonuses.coupons.bonusPercent')}
          inputMode="numeric"
          autoComplete="off"
          disabled={!isDeposit}
          hint={t('bonuses.coupons.depositOnlyHint')}
          {...field('bonusPercent')}
        />
        <TextField label={t('bonuses.coupons.bonusEur')} inputMode="decimal" autoComplete="off" {...field('bonusEur')} />
        <TextField label={t('bonuses.coupons.freeSpins')} inputMode="numeric" autoComplete="off" {...field('freeSpins')} />
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label={t('bonuses.coupons.usesField')} autoComplete="off" hint={t('bonuses.coupons.usesHint')} {...field('uses')} />
        <TextField
          label={t('bonuses.coupons.perPlayer')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('bonuses.coupons.perPlayerHint')}
          {...field('perPlayer')}
        />
        <TextField label={t('bonuses.coupons.validFrom')} autoComplete="off" hint={t('bonuses.coupons.dateHint')} {...field('validFrom')} />
        <TextField
          label={t('bonuses.coupons.validUntil')}
          autoComplete="off"
          hint={t('bonuses.coupons.dateHint')}
          {...field('validUntil')}
        />
      </div>
      <Button type="submit" isBusy={create.isPending} className="self-start">
        {t('bonuses.coupons.submit')}
      </Button>
    </form>
  );
}
