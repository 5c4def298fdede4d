'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';

// The account pages show only behind the session guard, so a visitor who opens /profile never needs
// their forms, validation and phone metadata: each page's code loads when the page first renders.
const pending = <LoadingState label={t('profile.loading')} />;

export const ProfilePage = lazyComponent(() => import('./profile-page').then((m) => m.ProfilePage), pending);
export const PrivacyPage = lazyComponent(() => import('./privacy-page').then((m) => m.PrivacyPage), pending);
export const SelfExclusionPage = lazyComponent(() => import('./self-exclusion-page').then((m) => m.SelfExclusionPage), pending);
export const DocumentPage = lazyComponent(() => import('./document-page').then((m) => m.DocumentPage), pending);
/** The profile form alone, for flows that need details filled in first (the deposit dialog). */
export const ProfileForm = lazyComponent(() => import('./profile-form').then((m) => m.ProfileForm), pending);
