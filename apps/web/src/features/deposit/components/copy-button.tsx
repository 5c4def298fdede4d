'use client';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/** docs/product.md, Messages: the copy confirmation shows for 2 s. */
const COPIED_MS = 2000;

/** Copies `text`; its label says Copied! for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(t('deposit.crypto.copyFailed'));
      return;
    }
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), COPIED_MS);
  }

  return (
    <Button variant="secondary" className="w-full" onClick={() => void copy()} aria-live="polite">
      {isCopied ? t('deposit.crypto.copied') : label}
    </Button>
  );
}
