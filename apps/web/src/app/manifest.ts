import type { MetadataRoute } from 'next';
import { t } from '@/lib/i18n';

/** Lets a player put the site on a phone's home screen under its own name and icon. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: t('site.name'),
    short_name: t('site.name'),
    description: t('site.description'),
    start_url: '/',
    display: 'standalone',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
