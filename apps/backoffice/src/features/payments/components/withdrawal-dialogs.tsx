import type { TStaffWithdrawal, TStaffWithdrawalDecision } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/fields';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { t } from '@/lib/i18n';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import type { ApprovalState } from '../lib/approval-state';

type DialogProps = { withdrawal: TStaffWithdrawal; onDone: (decision: TStaffWithdrawalDecision) => void; onClose: () => void };

const subject = (w: TStaffWithdrawal) => ({ amount: w.amount, currency: w.currency, email: w.playerEmail ?? w.playerId });

/** Asks before approving: says whether this approval pays it out or is the first of two; an optional payout reference. */
export function ApproveDialog({ withdrawal, state, onDone, onClose }: DialogProps & { state: ApprovalState }) {
  const approve = useApproveWithdrawal();
  const [reference, setReference] = useState('');
  return (
    <ConfirmDialog
      title={t('payments.approveTitle', subject(withdrawal))}
      confirmLabel={t('payments.approveConfirm')}
      cancelLabel={t('common.cancel')}
      isBusy={approve.isPending}
      onCancel={onClose}
      onConfirm={() => approve.mutate({ id: withdrawal.id, reference: reference.trim() || undefined }, { onSuccess: onDone })}
    >
      <div className="flex flex-col gap-3">
        <p>{t(state === 'first-of-two' ? 'payments.approveFirstBody' : 'payments.approvePaysBody')}</p>
        {withdrawal.isPayoutOnly && <p>{t('payments.payoutOnlyBody')}</p>}
        {state !== 'first-of-two' && (
          <TextField
            label={t('payments.reference')}
            hint={t('payments.referenceHint')}
            value={reference}
            maxLength={200}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
        {approve.isError && <Alert>{approve.error.message}</Alert>}
      </div>
    </ConfirmDialog>
  );
}

/** Asks for the reason the player will read, then rejects: the held money goes back to them. */
export function RejectDialog({ withdrawal, onDone, onClose }: DialogProps) {
  const reject = useRejectWithdrawal();
  return (
    <ReasonDialog
      title={t('payments.rejectTitle', subject(withdrawal))}
      label={t('payments.rejectReason')}
      confirmLabel={t('payments.rejectConfirm')}
      cancelLabel={t('common.cancel')}
      requiredMessage={t('payments.reasonRequired')}
      isBusy={reject.isPending}
      error={reject.isError ? reject.error.message : null}
      onCancel={onClose}
      onSubmit={(reason) => reject.mutate({ id: withdrawal.id, reason }, { onSuccess: onDone })}
    />
  );
}
