// Two-sample statistics for timing benchmarks: do two sets of durations come from one distribution?

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
}

export const median = (values: number[]) => quantile(values, 0.5);

/** Standard normal CDF (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Mann-Whitney U test, two-sided, normal approximation with tie correction (fine from ~20 samples a
 * side). A small p says one sample tends to be larger than the other.
 */
export function mannWhitney(a: number[], b: number[]): { u: number; z: number; p: number } {
  const all = [...a.map((value) => ({ value, isA: true })), ...b.map((value) => ({ value, isA: false }))].sort((x, y) => x.value - y.value);
  const n1 = a.length;
  const n2 = b.length;
  const n = n1 + n2;
  let rankSumA = 0;
  let tieTerm = 0;
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && all[j + 1]!.value === all[i]!.value) j++;
    const rank = (i + j) / 2 + 1; // tied values share their average rank
    for (let k = i; k <= j; k++) if (all[k]!.isA) rankSumA += rank;
    const ties = j - i + 1;
    tieTerm += ties ** 3 - ties;
    i = j + 1;
  }
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const sd = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  const z = sd === 0 ? 0 : (u - mean) / sd;
  return { u, z, p: 2 * (1 - normalCdf(Math.abs(z))) };
}

/** Two-sample Kolmogorov-Smirnov test: D is the largest gap between the two empirical CDFs; p is asymptotic. */
export function kolmogorovSmirnov(a: number[], b: number[]): { d: number; p: number } {
  const sa = [...a].sort((x, y) => x - y);
  const sb = [...b].sort((x, y) => x - y);
  let i = 0;
  let j = 0;
  let d = 0;
  while (i < sa.length && j < sb.length) {
    const value = Math.min(sa[i]!, sb[j]!);
    while (i < sa.length && sa[i]! <= value) i++;
    while (j < sb.length && sb[j]! <= value) j++;
    d = Math.max(d, Math.abs(i / sa.length - j / sb.length));
  }
  const ne = (sa.length * sb.length) / (sa.length + sb.length);
  const lambda = (Math.sqrt(ne) + 0.12 + 0.11 / Math.sqrt(ne)) * d;
  // Below 0.2 the series converges too slowly to sum, and Q_KS is 1 to seven digits anyway.
  if (lambda < 0.2) return { d, p: 1 };
  let p = 0;
  for (let k = 1; k <= 100; k++) p += 2 * (-1) ** (k - 1) * Math.exp(-2 * k * k * lambda * lambda);
  return { d, p: Math.min(1, Math.max(0, p)) };
}
