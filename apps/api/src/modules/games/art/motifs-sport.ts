import type { ArtTheme } from './theme';
import { sequence, shade, text } from './svg';

// Virtual sports: the event a title's name tells (a derby, a greyhound race, a speedway, a penalty
// shoot-out) drawn in the motif area centred on (150, 118). Runners face right, in a 40 × 28 box.

const RUNNERS = {
  horse:
    'M-15 -1 C-14 -7 -5 -8 4 -7 L10 -14 L17 -13 L15 -8 L11 -4 C11 2 7 4 3 4 L6 12 L3 12 L0 5 L-8 5 L-11 12 L-14 12 L-12 4 C-14 3 -15 1 -15 -1 Z M-15 -3 L-21 2',
  dog: 'M-16 -2 C-10 -6 4 -6 8 -4 L14 -10 L18 -9 L15 -5 L12 -2 C10 2 6 3 3 3 L7 10 L4 10 L0 4 L-8 4 L-13 10 L-16 10 L-12 2 Z M-16 -2 L-22 -7',
  car: 'M-17 5 L-15 -2 L-6 -4 L-2 -9 L8 -9 L12 -4 L18 -3 L18 5 Z',
} as const;

type Event = keyof typeof RUNNERS | 'penalty';

/** The event of a virtual-sports title, read from its name (they have no engine configuration yet). */
export function eventOf(name: string): Event {
  if (/penalt|goal|football|soccer/i.test(name)) return 'penalty';
  if (/greyhound|dog/i.test(name)) return 'dog';
  if (/speedway|motor|rally|kart|grand prix/i.test(name)) return 'car';
  return 'horse';
}

function runner(kind: keyof typeof RUNNERS, x: number, y: number, colour: string, number: number): string {
  const wheels =
    kind === 'car'
      ? `<circle cx="-9" cy="6" r="4" fill="#111827" stroke="#fff" stroke-width="1.5"/><circle cx="11" cy="6" r="4" fill="#111827" stroke="#fff" stroke-width="1.5"/>`
      : '';
  return `<g transform="translate(${x} ${y}) scale(1.35)"><path d="${RUNNERS[kind]}" fill="${colour}" stroke="#ffffff" stroke-width="1.5" stroke-linejoin="round"/>${wheels}
<rect x="-5" y="-5" width="10" height="8" rx="1.5" fill="#ffffff"/>${text(0, 2, String(number), 'font-size="7" font-weight="700" fill="#111827"')}</g>`;
}

/** Four lanes with the title's runners at their own positions, and a chequered finish line. */
function race(theme: ArtTheme, kind: keyof typeof RUNNERS): string {
  const order = sequence(theme.seed, 4, 4);
  const lanes = [0, 1, 2, 3].map((i) => {
    const y = 70 + i * 32;
    const x = 84 + order[i]! * 40;
    const streak = `<path d="M${x - 50} ${y} H${x - 24}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round"/>`;
    return `<rect x="30" y="${y - 15}" width="240" height="30" fill="#ffffff" fill-opacity="${i % 2 ? 0.06 : 0.12}"/>${streak}${runner(kind, x, y, shade(theme.palette.hue, i * 80 + 30, 75, 50), i + 1)}`;
  });
  const flag = Array.from(
    { length: 16 },
    (_, i) => `<rect x="${246 + (i % 2) * 8}" y="${55 + Math.floor(i / 2) * 16 + (i % 2) * 8}" width="8" height="8" fill="#ffffff"/>`,
  );
  return lanes.join('') + `<rect x="246" y="55" width="16" height="128" fill="#111827" fill-opacity="0.6"/>` + flag.join('');
}

/** A goal with its net, the ball on its way into a corner the title picks. */
function penalty(theme: ArtTheme): string {
  const net = [
    ...Array.from({ length: 9 }, (_, i) => `<path d="M${66 + i * 21} 62 V150" stroke="#ffffff" stroke-opacity="0.3"/>`),
    ...Array.from({ length: 4 }, (_, i) => `<path d="M56 ${80 + i * 20} H244" stroke="#ffffff" stroke-opacity="0.3"/>`),
  ];
  const corner = theme.seed % 2 ? 196 : 104;
  return `${net.join('')}<path d="M56 150 V58 H244 V150" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>
<path d="M20 178 H280" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>
<path d="M150 182 Q${(150 + corner) / 2} 130 ${corner} 92" fill="none" stroke="${theme.palette.accent}" stroke-width="3" stroke-dasharray="5 6"/>
<circle cx="${corner}" cy="92" r="14" fill="#ffffff" stroke="#111827" stroke-width="2"/><path d="M${corner} 85 l6 4 -2 7 h-8 l-2 -7 z" fill="#111827"/>`;
}

export function sport(theme: ArtTheme): string {
  const event = eventOf(theme.name);
  return event === 'penalty' ? penalty(theme) : race(theme, event);
}
