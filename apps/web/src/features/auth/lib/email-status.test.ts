import { describe, expect, it } from 'vitest';
import { decideEmailStatus } from './email-status';

describe('decideEmailStatus', () => {
  it.each(['VALID', 'RISKY'])('lets %s addresses through', (status) => {
    expect(decideEmailStatus(status)).toEqual({ proceed: true });
  });

  it.each(['INVALID', 'DISPOSABLE', 'UNDELIVERABLE'])('blocks %s addresses, naming the status', (status) => {
    expect(decideEmailStatus(status)).toEqual({
      proceed: false,
      message: `Your email seems to be ${status}, Please try another email!`,
    });
  });

  it('blocks an answer without a status', () => {
    expect(decideEmailStatus(undefined).proceed).toBe(false);
  });
});
