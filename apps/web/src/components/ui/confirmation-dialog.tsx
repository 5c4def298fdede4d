'use client';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { Button } from './button';
import { Dialog, DialogDescription } from './dialog';

export type ConfirmationDialogProps = {
  description: string;
  /** The approving button's text; "Approve" when not given. */
  approveLabel?: string;
  onApprove: () => void | Promise<void>;
  onClose: () => void;
};

/** "Are you sure?": Approve runs the action and closes; Cancel just closes. */
export function ConfirmationDialog({ description, approveLabel, onApprove, onClose }: ConfirmationDialogProps) {
  const [isBusy, setIsBusy] = useState(false);

  async function approve() {
    setIsBusy(true);
    try {
      await onApprove();
      onClose();
    } catch {
      // The action reports its own failure; the dialog stays so the player can retry or cancel.
      setIsBusy(false);
    }
  }

  return (
    <Dialog title={t('modals.confirmTitle')} onClose={onClose} hasDescription>
      <DialogDescription className="text-base text-white/90">{description}</DialogDescription>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onClose} disabled={isBusy}>
          {t('modals.cancel')}
        </Button>
        <Button size="lg" onClick={approve} isBusy={isBusy}>
          {approveLabel ?? t('modals.approve')}
        </Button>
      </div>
    </Dialog>
  );
}
