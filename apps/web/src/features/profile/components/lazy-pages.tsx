'use client';
import dynamic from 'next/dynamic';
import { LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';

// The account pages show only behind the session guard, so a visitor who opens /profile never needs
// their forms, validation and phone metadata: each page's code loads when the page first renders.
const pending = () => <LoadingState label={t('profile.loading')} />;

export const ProfilePage = dynamic(() => import('./profile-page').then((m) => m.ProfilePage), { loading: pending });
export const PrivacyPage = dynamic(() => import('./privacy-page').then((m) => m.PrivacyPage), { loading: pending });
export const SelfExclusionPage = dynamic(() => import('./self-exclusion-page').then((m) => m.SelfExclusionPage), {
  loading: pending,
});
export const DocumentPage = dynamic(() => import('./document-page').then((m) => m.DocumentPage), { loading: pending });
