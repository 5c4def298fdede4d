'use client';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/** Copies `text` to the clipboard and says so in a toast; when the browser refuses, asks to copy by hand. */
export function CopyTextButton({ text, label, copiedMessage }: { text: string; label: string; copiedMessage: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copiedMessage);
    } catch {
      toast.error(t('profile.twoFactor.copyFailed'));
    }
  }

  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {label}
    </Button>
  );
}
