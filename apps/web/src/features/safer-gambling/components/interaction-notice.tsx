'use client';
import { usePathname } from 'next/navigation';
import { useOpenInteraction } from '../api/safer-gambling';
import { InteractionMessage } from './interaction-message';

/**
 * On every page but the safer-gambling page (which shows the message itself): the message waiting for the player's
 * acknowledgement, pinned to the bottom of the screen until they acknowledge it.
 */
export function InteractionNotice() {
  const interaction = useOpenInteraction();
  const pathname = usePathname();
  if (!interaction.data || pathname === '/profile/safer-gambling') return null;
  return (
    // Above the phone's bottom bar (4rem high, below the lg breakpoint).
    <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 p-3 sm:p-4 lg:bottom-0">
      <div className="mx-auto max-w-3xl bg-bg shadow-2xl sm:rounded-2xl">
        <InteractionMessage interaction={interaction.data} isNotice />
      </div>
    </div>
  );
}
