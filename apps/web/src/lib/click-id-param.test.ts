import { describe, expect, it } from 'vitest';
import { CLICK_ID_MAX_LENGTH, readClickIdParam } from './click-id-param';

describe('readClickIdParam', () => {
  it('finds nothing without the parameter', () => {
    expect(readClickIdParam('')).toEqual({ isPresent: false });
    expect(readClickIdParam('?page=2&clickidx=1&xclickid=2')).toEqual({ isPresent: false });
  });

  it('matches the name in any letter case', () => {
    for (const name of ['clickid', 'ClickID', 'CLICKID', 'clickId', 'cLiCkId']) {
      expect(readClickIdParam(`?${name}=aff-123`), name).toEqual({ isPresent: true, value: 'aff-123' });
    }
  });

  it('takes URLSearchParams too', () => {
    expect(readClickIdParam(new URLSearchParams({ ClickId: 'x1' }))).toEqual({ isPresent: true, value: 'x1' });
  });

  it('treats an empty or blank value as present but unusable', () => {
    expect(readClickIdParam('?clickid=')).toEqual({ isPresent: true, value: undefined });
    expect(readClickIdParam('?clickid')).toEqual({ isPresent: true, value: undefined });
    expect(readClickIdParam('?clickid=%20%20')).toEqual({ isPresent: true, value: undefined });
  });

  it('takes the first usable value among several parameters', () => {
    expect(readClickIdParam('?clickid=first&CLICKID=second')).toEqual({ isPresent: true, value: 'first' });
    expect(readClickIdParam('?clickid=&utm_source=x&ClickId=second')).toEqual({ isPresent: true, value: 'second' });
    expect(readClickIdParam('?utm_source=mail&clickid=abc&page=1')).toEqual({ isPresent: true, value: 'abc' });
  });

  it('ignores an overly long value', () => {
    expect(readClickIdParam(`?clickid=${'a'.repeat(CLICK_ID_MAX_LENGTH)}`)).toEqual({
      isPresent: true,
      value: 'a'.repeat(CLICK_ID_MAX_LENGTH),
    });
    expect(readClickIdParam(`?clickid=${'a'.repeat(CLICK_ID_MAX_LENGTH + 1)}`)).toEqual({ isPresent: true, value: undefined });
  });

  it('keeps only safe characters', () => {
    expect(readClickIdParam('?clickid=aff_1.2~3:4-5')).toEqual({ isPresent: true, value: 'aff_1.2~3:4-5' });
    expect(readClickIdParam('?clickid=%3Cscript%3Eaff%22%3B%20x')).toEqual({ isPresent: true, value: 'scriptaffx' });
    expect(readClickIdParam('?clickid=%3C%3E%22%27')).toEqual({ isPresent: true, value: undefined });
    expect(readClickIdParam('?clickid=%C3%A9t%C3%A9')).toEqual({ isPresent: true, value: 't' });
  });

  it('trims surrounding spaces', () => {
    expect(readClickIdParam('?clickid=%20aff-9%20')).toEqual({ isPresent: true, value: 'aff-9' });
  });
});
