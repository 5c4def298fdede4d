import type { TGameCategoryId } from '@casino/contracts';

/**
 * Line icons of the twelve categories on a 24 px grid, drawn in the text colour with one stroke width so
 * they read as a set. Plain SVG, no icon library: they add a few hundred bytes to the page that shows them.
 */
const PATHS: Record<TGameCategoryId, string> = {
  card: 'M7 3h8a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM11 9l2.5 3L11 15l-2.5-3z',
  slots: 'M4 6h16v12H4zM9.3 6v12M14.7 6v12M6 12h1.5M11.2 12h1.6M16.5 12H18',
  video_poker: 'M3 5h18v11H3zM8 20h8M12 16v4M7.5 9v3M10.5 9v3M13.5 9v3M16.5 9v3',
  poker: 'M12 3c3 4 7 6 7 10a3.5 3.5 0 0 1-6 2.4l1 4.6h-4l1-4.6A3.5 3.5 0 0 1 5 13c0-4 4-6 7-10z',
  casual: 'M12 4v2M8 9v.1M12 9v.1M16 9v.1M6 13v.1M10 13v.1M14 13v.1M18 13v.1M4 19h16M8 16v3M12 16v3M16 16v3',
  craps: 'M5 5h14v14H5zM9 9v.1M15 9v.1M12 12v.1M9 15v.1M15 15v.1',
  roulette: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18zM12 8a4 4 0 1 1 0 8a4 4 0 1 1 0-8zM12 3v5M12 16v5M3 12h5M16 12h5',
  crash: 'M4 20c7 0 11-5 14-14M14 6h4v4M4 4v16h16',
  lottery: 'M8 4a4 4 0 1 1 0 8a4 4 0 1 1 0-8zM16 12a4 4 0 1 1 0 8a4 4 0 1 1 0-8zM7 20a2 2 0 1 1 0-.1M17 6a2 2 0 1 1 0-.1',
  fishing: 'M3 12c3-4 8-5 12-2l5-3v10l-5-3c-4 3-9 2-12-2zM8 11v.1M3 20c2-1 4-1 6 0s4 1 6 0',
  virtual_sports:
    'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10L3.5 8.5',
  scratch: 'M4 6h16v12H4zM8 10l2 2M11 9l4 4M9 14l2 2M16 14v.1',
};

export function CategoryIcon({ category, className }: { category: TGameCategoryId; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[category]} />
    </svg>
  );
}
