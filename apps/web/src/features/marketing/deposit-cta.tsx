'use client';
import { Button, type ButtonSize } from '@/components/ui/button';
import { openModal } from '@/lib/modal-store';

/** Opens the deposit dialog (for a signed-in player: the welcome offer is chosen there). */
export function DepositCta({ label, size = 'md' }: { label: string; size?: ButtonSize }) {
  return (
    <Button variant="gold" size={size} onClick={() => openModal('deposit')}>
      {label}
    </Button>
  );
}
