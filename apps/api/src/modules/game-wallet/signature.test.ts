import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findSigner, SIGNATURE_TOLERANCE_SECONDS } from './signature';

const OPERATORS = [{ operatorId: 'op-a', secrets: ['a'.repeat(32)] }];
const body = Buffer.from('{"request_uuid":"r"}');
const sign = (t: number) => `t=${t},v1=${createHmac('sha256', 'a'.repeat(32)).update(`${t}.`).update(body).digest('hex')}`;

describe('findSigner', () => {
  it('takes a signature exactly at the edge of the window either way, and refuses one second past it', () => {
    const now = new Date(1_800_000_000_000);
    const t = now.getTime() / 1000;
    for (const edge of [t - SIGNATURE_TOLERANCE_SECONDS, t + SIGNATURE_TOLERANCE_SECONDS]) {
      expect(findSigner(OPERATORS, sign(edge), body, now)).toBe('op-a');
    }
    for (const past of [t - SIGNATURE_TOLERANCE_SECONDS - 1, t + SIGNATURE_TOLERANCE_SECONDS + 1]) {
      expect(findSigner(OPERATORS, sign(past), body, now)).toBeNull();
    }
  });
});
