'use client';

/** Why the server would refuse the stake and choice on screen for rounding, shown by the main button before the bet. */
export function RoundingNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p role="status" data-testid="play-rounding-notice" className="w-full text-sm text-amber-300">
      {notice}
    </p>
  );
}
