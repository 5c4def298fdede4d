import { notFound } from 'next/navigation';

/** Any address no page answers: the site's 404 (not-found.tsx), inside the site's root layout. */
export default function MissingPage() {
  notFound();
}
