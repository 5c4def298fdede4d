import { PROVIDER_SHAPE_PATHS, providerMark } from '@casino/contracts';

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
      <path d={PROVIDER_SHAPE_PATHS[mark.shape]} fill={`url(#${gradientId})`} />
      <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="900" fill="#fff" fontFamily="system-ui, sans-serif">
        {mark.initials}
      </text>
    </svg>
  );
}
