import { readFile } from 'node:fs/promises';
import { ImageResponse } from 'next/og';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** Home screens want a PNG: the site's icon (icon.svg), drawn on a full square that the phone rounds itself. */
export default async function AppleIcon() {
  const svg = await readFile(new URL('./icon.svg', import.meta.url));
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', alignItems: 'center', justifyContent: 'center', background: '#0b1020' }}>
      <img src={`data:image/svg+xml;base64,${svg.toString('base64')}`} width={180} height={180} alt="" />
    </div>,
    size,
  );
}
