/** What a rail or grid shows instead of games: an empty list or one that failed to load. */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className="flex min-h-32 items-center justify-center rounded-xl border border-dashed border-line bg-panel/60 px-4 text-center text-sm text-muted">
      {text}
    </p>
  );
}
