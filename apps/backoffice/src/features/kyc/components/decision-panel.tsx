import { KYC_REASON_MAX, ZKycRejectRequest, type TKycDocument } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/fields';
import { Panel } from '@/components/ui/page';
import { placeFieldErrors } from '@/lib/form-errors';
import { t } from '@/lib/i18n';
import { useApproveDocument } from '../api/approve-document';
import { useRejectDocument } from '../api/reject-document';

type Input = z.input<typeof ZKycRejectRequest>;
type Values = z.output<typeof ZKycRejectRequest>;

/**
 * Approve, or reject with the reason the player will read. Either is final: when someone else decided first the
 * API answers 409, whose words are shown while the page reloads the decision.
 */
export function DecisionPanel({ document }: { document: TKycDocument }) {
  const approve = useApproveDocument();
  const reject = useRejectDocument();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Values>({ resolver: zodResolver(ZKycRejectRequest), defaultValues: { reason: '' } });
  const isBusy = approve.isPending || reject.isPending;

  function onApprove() {
    setFailure(null);
    approve.mutate(document.id, { onError: (error) => setFailure(error.message) });
  }

  function onReject(values: Values) {
    setFailure(null);
    reject.mutate(
      { id: document.id, ...values },
      { onError: (error) => placeFieldErrors(error, form.setError, ['reason']) && setFailure(error.message) },
    );
  }

  return (
    <Panel title={t('kyc.decideTitle')}>
      <div className="flex flex-col gap-4">
        {failure && <Alert>{failure}</Alert>}
        <div>
          <Button onClick={onApprove} isBusy={approve.isPending} disabled={isBusy}>
            {t('kyc.approve')}
          </Button>
        </div>
        <form noValidate onSubmit={form.handleSubmit(onReject)} aria-label={t('kyc.rejectTitle')} className="flex flex-col gap-3">
          <TextAreaField
            label={t('kyc.reason')}
            hint={t('kyc.reasonHint', { max: KYC_REASON_MAX })}
            maxLength={KYC_REASON_MAX}
            rows={3}
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          <div>
            <Button type="submit" variant="danger" isBusy={reject.isPending} disabled={isBusy}>
              {t('kyc.reject')}
            </Button>
          </div>
        </form>
      </div>
    </Panel>
  );
}
