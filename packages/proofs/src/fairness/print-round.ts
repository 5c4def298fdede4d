import type { PlainJson } from './plain-json';
import type { VerifiedRound } from './verify-round';

type Primitive = string | number | boolean | null;

const isPrimitive = (value: PlainJson): value is Primitive => value === null || typeof value !== 'object';
const isRow = (value: PlainJson): value is Primitive[] => Array.isArray(value) && value.every(isPrimitive);
/** An object of plain values only (a runner, a kick, a shot): one line in a list. */
const isFlat = (value: PlainJson): value is Record<string, Primitive> =>
  !isPrimitive(value) && !Array.isArray(value) && Object.values(value).every(isPrimitive);
const flatLine = (value: Record<string, Primitive>) => Object.entries(value).map(([key, cell]) => `${key}: ${String(cell)}`);

/**
 * A value as indented lines: lists of plain values on one line, rows of more than two values one per line with
 * their cells apart (a slot window's names have spaces), pairs inline (craps' rolls), objects key by key and
 * a list's objects of plain values one per line.
 */
function lines(value: PlainJson, indent: string): string[] {
  if (isPrimitive(value)) return [`${indent}${String(value)}`];
  if (isRow(value)) return [`${indent}${value.length === 0 ? 'none' : value.map(String).join(', ')}`];
  if (Array.isArray(value)) {
    if (value.every(isRow)) {
      if (value.every((row) => row.length <= 2)) return [`${indent}${value.map((row) => row.map(String).join(' ')).join(', ')}`];
      return value.map((row) => `${indent}${row.map(String).join(' | ')}`);
    }
    return value.flatMap((item) => {
      if (isFlat(item)) return [`${indent}- ${flatLine(item).join(', ')}`];
      const [first, ...rest] = lines(item, `${indent}  `);
      return [`${indent}- ${first!.trimStart()}`, ...rest];
    });
  }
  return Object.entries(value).flatMap(([key, item]) =>
    isPrimitive(item) || isRow(item) ? [`${indent}${key}: ${lines(item, '')[0]!}`] : [`${indent}${key}:`, ...lines(item, `${indent}  `)],
  );
}

/** The round as a player reads it: the title, the choices it was recomputed with, the floats and the outcome. */
export function printRound(round: VerifiedRound, seeds: { clientSeed: string; nonce: number }): string[] {
  const out = [`${round.name} (${round.title}, ${round.family}), client seed ${JSON.stringify(seeds.clientSeed)}, nonce ${seeds.nonce}`];
  if (round.choices !== null) out.push(`Choices: ${JSON.stringify(round.choices)}`);
  if (round.floatsUsed > 0) out.push(`First floats: ${round.floats.join(', ')} (the round used ${round.floatsUsed})`);
  out.push('Outcome:', ...lines(round.outcome, '  '));
  return out;
}
