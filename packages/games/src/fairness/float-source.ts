/**
 * The floats of one round, handed to an engine one at a time. The caller derives them up front
 * (an engine states how many a round may need), so engines stay synchronous and pure.
 */
export class FloatSource {
  private cursor = 0;

  constructor(private readonly floats: readonly number[]) {}

  next(): number {
    const float = this.floats[this.cursor];
    if (float === undefined) throw new Error(`the round needed more than the ${this.floats.length} floats derived for it`);
    this.cursor += 1;
    return float;
  }

  /** An integer in [0, n): how every engine maps a float onto n equally likely results. */
  nextInt(n: number): number {
    return Math.floor(this.next() * n);
  }

  get used(): number {
    return this.cursor;
  }
}
