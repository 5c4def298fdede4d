'use client';
import { useMemo } from 'react';
import { encode } from 'uqr';

type QrDrawing = { size: number; path: string };

/** `text` as QR modules in one SVG path, or undefined when it is too long for a QR code. */
function drawQr(text: string): QrDrawing | undefined {
  try {
    const qr = encode(text, { ecc: 'M', border: 2 });
    let path = '';
    qr.data.forEach((row, y) => row.forEach((isDark, x) => isDark && (path += `M${x} ${y}h1v1h-1z`)));
    return { size: qr.size, path };
  } catch {
    return undefined;
  }
}

/** Whether `text` fits in a QR code. */
export function canDrawQr(text: string): boolean {
  return drawQr(text) !== undefined;
}

/** `text` as a QR code, dark modules on a white quiet zone, drawn as SVG so it scales sharply. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const drawing = useMemo(() => drawQr(text), [text]);
  if (!drawing) return null;
  const { size, path } = drawing;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
