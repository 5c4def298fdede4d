import { notFound } from 'next/navigation';

/** Any address no page answers: the site's 404 ((public)/not-found.tsx), inside the public layout. */
export default function MissingPage() {
  notFound();
}
