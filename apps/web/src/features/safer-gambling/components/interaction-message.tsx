'use client';
import type { TSaferGamblingInteraction } from '@casino/contracts';
import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { useAcknowledgeInteraction } from '../api/safer-gambling';

/**
 * The message a sign of harm opened, asking the player to review their limits, or one our safer gambling team wrote,
 * with the button that records they read it. On the safer-gambling page it sits above the limits; elsewhere it is the notice that stays until acknowledged.
 */
export function InteractionMessage({ interaction, isNotice = false }: { interaction: TSaferGamblingInteraction; isNotice?: boolean }) {
  const acknowledge = useAcknowledgeInteraction();
  return (
    <section
      aria-labelledby="safer-gambling-interaction"
      data-testid="safer-gambling-interaction"
      className="rounded-2xl border border-gold/40 bg-gold/10 p-4 text-sm text-white sm:p-6"
    >
      <h2 id="safer-gambling-interaction" className="mb-2 text-lg font-bold">
        {t(interaction.kind === 'operator_message' ? 'saferGambling.interaction.operatorTitle' : 'saferGambling.interaction.title')}
      </h2>
      <p className="max-w-2xl">{interaction.message}</p>
      {acknowledge.isError && (
        <p role="alert" className="mt-2 text-danger">
          {t('saferGambling.interaction.failed')}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {isNotice && (
          <Link href="/profile/safer-gambling" className={buttonClasses({ variant: 'secondary' })}>
            {t('saferGambling.interaction.review')}
          </Link>
        )}
        <Button onClick={() => acknowledge.mutate(interaction.id)} isBusy={acknowledge.isPending}>
          {t('saferGambling.interaction.acknowledge')}
        </Button>
      </div>
    </section>
  );
}
