import { describe, expect, it } from 'vitest';
import { redactRequestUrl } from './log-redaction';

describe('redactRequestUrl', () => {
  it('hides the token of an unsubscribe link', () => {
    expect(redactRequestUrl('/user-service/api/v1/unsubscribe/abc.def?x=1')).toBe('/user-service/api/v1/unsubscribe/[redacted]?x=1');
  });

  it('hides reset and confirmation tokens wherever they sit in the query', () => {
    expect(redactRequestUrl('https://casino.test/?resetToken=s3cret')).toBe('https://casino.test/?resetToken=[redacted]');
    expect(redactRequestUrl('https://casino.test/?lang=en&confirmToken=s3cret#top')).toBe(
      'https://casino.test/?lang=en&confirmToken=[redacted]#top',
    );
    expect(redactRequestUrl('/?RESETTOKEN=s3cret&a=b')).toBe('/?RESETTOKEN=[redacted]&a=b');
  });

  it('leaves other URLs alone', () => {
    expect(redactRequestUrl('/games/all?page=2')).toBe('/games/all?page=2');
  });
});
