import { describe, expect, it } from 'vitest';
import { promptFailureMessage } from './passkey-prompt';

const named = (name: string) => Object.assign(new Error('from the browser'), { name });

describe('a passkey prompt that gave nothing', () => {
  it('says the prompt was closed when the player cancelled or it timed out', () => {
    expect(promptFailureMessage(named('NotAllowedError'))).toBe('The passkey prompt was closed or timed out. Try again.');
    expect(promptFailureMessage(named('AbortError'))).toBe('The passkey prompt was closed or timed out. Try again.');
  });

  it('says the authenticator already holds a passkey of the account', () => {
    expect(promptFailureMessage(named('InvalidStateError'))).toBe('This passkey is already added to your account.');
  });

  it('says the browser could not do it, for anything else', () => {
    expect(promptFailureMessage(named('SecurityError'))).toBe(
      'Your browser could not use a passkey here. Try again, or use another browser.',
    );
    expect(promptFailureMessage('not an error')).toBe('Your browser could not use a passkey here. Try again, or use another browser.');
  });
});
