import type { TStaffPlayer } from '@casino/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { Facts, Section } from './section';

const birthDate = (seconds: number | null) => (seconds === null ? '—' : new Date(seconds * 1000).toISOString().slice(0, 10));

/** Who the player is: the account and what they told us on their profile. */
export function ProfileSection({ player }: { player: TStaffPlayer }) {
  const d = player.profile.userDetails;
  const phone = d.phone.phoneNumber ? `${d.phone.dialingCode ?? ''} ${d.phone.phoneNumber}`.trim() : '—';
  const address = [d.address, d.address2, d.zipCode, d.city, d.state, d.country].filter(Boolean).join(', ') || '—';
  return (
    <Section title={t('players.profile.title')}>
      <Facts
        items={[
          [t('players.profile.name'), player.name],
          [t('players.profile.id'), <span className="font-mono text-xs break-all">{player.id}</span>],
          [
            t('players.profile.state'),
            <Badge tone={player.accountState === 'active' ? 'ok' : 'warn'}>{t(`players.states.${player.accountState}`)}</Badge>,
          ],
          ...(player.stateMessage ? ([[t('players.profile.stateMessage'), player.stateMessage]] as [string, string][]) : []),
          [t('players.profile.currency'), player.currency],
          [t('players.profile.joined'), formatUtc(player.createdAt)],
          [t('players.profile.birthDate'), birthDate(d.dateOfBirth)],
          [t('players.profile.country'), d.country ?? '—'],
          [t('players.profile.address'), address],
          [t('players.profile.phone'), phone],
          [t('players.profile.promoMail'), d.receiveEmailPromo ? t('players.yes') : t('players.no')],
        ]}
      />
    </Section>
  );
}

/** The player's verification documents; each opens in the KYC viewer, where it is approved or rejected. */
export function DocumentsSection({ documents }: { documents: TStaffPlayer['documents'] }) {
  return (
    <Section title={t('players.documents.title')}>
      {documents.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('players.documents.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Link to={`/kyc/${doc.id}`} className="font-medium break-all text-brand-strong underline">
                {doc.fileName}
              </Link>
              <span className="text-ink-soft">{t(`kyc.kinds.${doc.kind}`)}</span>
              <Badge tone={doc.status === 'approved' ? 'ok' : doc.status === 'rejected' ? 'warn' : 'info'}>
                {t(`players.documents.${doc.status}`)}
              </Badge>
              <span className="text-ink-soft">{formatUtc(doc.uploadedAt)}</span>
              {doc.rejectionReason && (
                <span className="w-full text-ink-soft">{t('players.documents.reason', { reason: doc.rejectionReason })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
