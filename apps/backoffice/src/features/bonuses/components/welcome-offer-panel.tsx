import type { TMarketProfile } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/fields';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/page';
import { t } from '@/lib/i18n';
import { useWelcomeOffers } from '../api/list-welcome-offers';
import { WelcomeOfferEditor } from './welcome-offer-editor';

/** The welcome offer per market profile: pick a profile, see where its offer comes from, and edit it. */
export function WelcomeOfferPanel() {
  const offers = useWelcomeOffers();
  const [profile, setProfile] = useState<TMarketProfile>('default');
  const offer = offers.data?.items.find((o) => o.profile === profile);
  return (
    <Panel title={t('bonuses.welcome.title')} isRegion>
      {offers.isPending ? (
        <Loading label={t('common.loading')} />
      ) : offers.isError ? (
        <Alert>{offers.error.message}</Alert>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="max-w-56">
            <SelectField
              label={t('bonuses.welcome.profile')}
              value={profile}
              onChange={(e) => setProfile(e.target.value as TMarketProfile)}
            >
              {offers.data.items.map((o) => (
                <option key={o.profile} value={o.profile}>
                  {o.profileName}
                  {o.source === 'override' ? ` (${t('bonuses.welcome.overridden')})` : ''}
                </option>
              ))}
            </SelectField>
          </div>
          {/* A fresh editor per profile: its table starts from the profile's offer in force. */}
          {offer && <WelcomeOfferEditor key={offer.profile} offer={offer} />}
        </div>
      )}
    </Panel>
  );
}
