import { providerMark } from '../lib/provider-mark';

const SHAPE_PATHS = {
  circle: 'M20 2a18 18 0 1 1 0 36a18 18 0 1 1 0-36z',
  hexagon: 'M20 2l16 9v18l-16 9l-16-9V11z',
  diamond: 'M20 1l19 19l-19 19L1 20z',
  shield: 'M20 2l16 5v12c0 10-7 16-16 19C11 35 4 29 4 19V7z',
} as const;

/** The studio's logo: a coloured emblem with its initials (our studios ship no artwork of their own). */
export function ProviderLogo({ name, className }: { name: string; className?: string }) {
  const mark = providerMark(name);
  const gradientId = `pl-${mark.hue}-${mark.shape}`;
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${mark.hue} 80% 58%)`} />
          <stop offset="1" stopColor={`hsl(${(mark.hue + 40) % 360} 70% 38%)`} />
        </linearGradient>
      </defs>
      <path d={SHAPE_PATHS[mark.shape]} fill={`url(#${gradientId})`} />
      <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="900" fill="#fff" fontFamily="system-ui, sans-serif">
        {mark.initials}
      </text>
    </svg>
  );
}
