/** A line saying something is on its way, announced politely. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="py-6 text-sm text-ink-soft">
      {label}
    </p>
  );
}
