import { useMemo } from 'react';
import { encode } from 'uqr';

/** `text` as QR modules in one SVG path, or undefined when it is too long for a QR code. */
function drawQr(text: string): { size: number; path: string } | undefined {
  try {
    const qr = encode(text, { ecc: 'M', border: 2 });
    const parts: string[] = [];
    qr.data.forEach((row, y) => row.forEach((isDark, x) => isDark && parts.push(`M${x} ${y}h1v1h-1z`)));
    return { size: qr.size, path: parts.join('') };
  } catch {
    return undefined;
  }
}

/** `text` as a QR code drawn in SVG (sharp at any size, nothing fetched), dark modules on a white quiet zone. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const drawing = useMemo(() => drawQr(text), [text]);
  if (!drawing) return null;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${drawing.size} ${drawing.size}`} shapeRendering="crispEdges" className={className}>
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
