import type { ArtIcon as Icon } from '@casino/art';

/** An icon of the art set, drawn as an inline SVG the size its class gives; decoration, hidden from screen readers. */
export function ArtIcon({ icon, className }: { icon: Icon; className?: string }) {
  return <svg aria-hidden viewBox={icon.viewBox} className={className} dangerouslySetInnerHTML={{ __html: icon.body }} />;
}
