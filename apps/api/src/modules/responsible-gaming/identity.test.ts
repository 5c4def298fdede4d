import { describe, expect, it } from 'vitest';
import { canonicalEmail, collapseName } from './identity';

describe('the mailbox an e-mail address reaches', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['Ada@Example.COM', 'ada@example.com'],
    ['ada+again@example.com', 'ada@example.com'],
    ['ada+one+two@example.com', 'ada@example.com'],
    // Dots matter to most providers, not to Gmail.
    ['a.d.a@example.com', 'a.d.a@example.com'],
    ['A.Lovelace+casino@gmail.com', 'alovelace@gmail.com'],
    ['a.lovelace@googlemail.com', 'alovelace@gmail.com'],
    ['  ada@example.com ', 'ada@example.com'],
    // Nothing before the plus: the local part stays as it is.
    ['+ada@example.com', '+ada@example.com'],
  ])('%s is %s', (email, mailbox) => {
    expect(canonicalEmail(email)).toBe(mailbox);
  });
});

describe('a full name as compared', () => {
  it('drops outer spaces and collapses inner ones, keeping letter case for display', () => {
    expect(collapseName('  Ada \t Augusta   King ')).toBe('Ada Augusta King');
  });
});
