import { Button } from '@/components/ui/button';

type FormActionsProps = { submitLabel: string; cancelLabel: string; isSubmitting: boolean; onCancel: () => void };

/** The submit and cancel buttons under the account's small security forms; cancel waits while the form is sent. */
export function FormActions({ submitLabel, cancelLabel, isSubmitting, onCancel }: FormActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" isBusy={isSubmitting}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
    </div>
  );
}
