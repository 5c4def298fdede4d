import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NUL_MESSAGE, textField, UNPAIRED_SURROGATE_MESSAGE } from './text';

describe('textField', () => {
  const ZForm = z.object({ name: textField({ error: 'Name is required' }).trim().min(1, 'Name is required') });

  it('refuses NUL wherever it sits, naming the field', () => {
    for (const name of ['\u0000', 'Ro\u0000bin', 'Robin\u0000']) {
      expect(ZForm.safeParse({ name }).error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: NUL_MESSAGE })]);
    }
  });

  it('refuses half a surrogate pair, naming the field, and takes whole pairs', () => {
    for (const name of ['\ud800', 'Ro\udfffbin', 'Robin\ud83d', '\ude00x', '💩\ud800']) {
      expect(ZForm.safeParse({ name }).error?.issues).toEqual([
        expect.objectContaining({ path: ['name'], message: UNPAIRED_SURROGATE_MESSAGE }),
      ]);
    }
    expect(ZForm.parse({ name: '💩\ud83d\ude00' })).toEqual({ name: '💩😀' });
  });

  it('keeps the rules and messages chained after it, and takes every other character', () => {
    expect(ZForm.safeParse({}).error?.issues[0]?.message).toBe('Name is required');
    expect(ZForm.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe('Name is required');
    expect(ZForm.parse({ name: ' Zoë 中文 \u0001\t💩 ' })).toEqual({ name: 'Zoë 中文 \u0001\t💩' });
  });
});
