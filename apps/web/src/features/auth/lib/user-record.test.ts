import { describe, expect, it } from 'vitest';
import { parseUserRecord, serializeUserRecord } from './user-record';

describe('user record', () => {
  it('keeps only the name and id', () => {
    const raw = serializeUserRecord({ name: 'Ada Lovelace', id: 'u1', email: 'ada@example.com' } as { name: string; id: string });
    expect(JSON.parse(raw)).toEqual({ name: 'Ada Lovelace', id: 'u1' });
    expect(parseUserRecord(raw)).toEqual({ name: 'Ada Lovelace', id: 'u1' });
  });

  it.each([null, '', 'not json', '42', 'null', '{"name":"x"}', '{"name":1,"id":"u1"}', '{"name":"x","id":""}'])(
    'reads %j as no record',
    (raw) => {
      expect(parseUserRecord(raw)).toBeNull();
    },
  );
});
