import { useState } from 'react';
import { Button } from './button';

/** Copies `text` to the clipboard and says so on the button for a moment; a refused clipboard says that. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
      {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label}
    </Button>
  );
}
