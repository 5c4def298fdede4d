import type { TPlayGameView } from '@casino/contracts';

type SlotSymbol = Extract<TPlayGameView, { family: 'slots' }>['symbols'][number];

/** A hue per title, from its name: each title's reels have their own colours. */
export function titleHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

const SHAPES = [
  'M50 10 L90 50 L50 90 L10 50 Z', // diamond
  'M50 12 A38 38 0 1 1 49.9 12 Z', // disc
  'M50 10 L88 84 L12 84 Z', // triangle
  'M30 14 L70 14 L90 50 L70 86 L30 86 L10 50 Z', // hexagon
  'M18 18 H82 V82 H18 Z', // square
  'M50 86 C10 60 12 24 34 20 C44 18 50 28 50 32 C50 28 56 18 66 20 C88 24 90 60 50 86 Z', // heart
];
const STAR = 'M50 6 L61 38 L95 38 L67 58 L78 92 L50 71 L22 92 L33 58 L5 38 L39 38 Z';

/**
 * A symbol drawn in code: wilds in gold, scatters as a star, regular symbols a shape and colour of
 * their own with the initial of their name. Higher-paying symbols get warmer, brighter colours.
 */
export function SymbolArt({ symbol, index, hue }: { symbol: SlotSymbol; index: number; hue: number }) {
  const initial = symbol.name.slice(0, 1).toUpperCase();
  if (symbol.kind === 'wild') {
    return (
      <svg viewBox="0 0 100 100" role="img" aria-label={symbol.name} className="size-full">
        <rect x="8" y="20" width="84" height="60" rx="14" fill="#f5c451" stroke="#fff7d6" strokeWidth="4" />
        <text x="50" y="61" textAnchor="middle" fontSize="28" fontWeight="900" fill="#3b2300">
          WILD
        </text>
      </svg>
    );
  }
  if (symbol.kind === 'scatter') {
    return (
      <svg viewBox="0 0 100 100" role="img" aria-label={symbol.name} className="size-full">
        <path d={STAR} fill={`hsl(${(hue + 180) % 360} 85% 60%)`} stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
        <text x="50" y="62" textAnchor="middle" fontSize="22" fontWeight="900" fill="#10132a">
          {initial}
        </text>
      </svg>
    );
  }
  const shade = `hsl(${(hue + index * 47) % 360} 70% ${42 + (index % 3) * 8}%)`;
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={symbol.name} className="size-full">
      <path d={SHAPES[index % SHAPES.length]} fill={shade} stroke="rgba(255,255,255,.85)" strokeWidth="4" strokeLinejoin="round" />
      <text x="50" y="62" textAnchor="middle" fontSize="32" fontWeight="800" fill="#fff">
        {initial}
      </text>
    </svg>
  );
}
