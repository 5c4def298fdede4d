import { describe, expect, it } from 'vitest';
import { toCsv, toCsvCell } from './csv';

describe('bet history CSV', () => {
  it('leaves plain cells alone', () => {
    expect(toCsvCell('Ember Dice')).toBe('Ember Dice');
    expect(toCsvCell('12.50')).toBe('12.50');
    expect(toCsvCell('')).toBe('');
  });

  it('quotes cells with quotes, commas and line breaks, doubling quotes', () => {
    expect(toCsvCell('Gold, Silver')).toBe('"Gold, Silver"');
    expect(toCsvCell('The "Big" One')).toBe('"The ""Big"" One"');
    expect(toCsvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(toCsvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(toCsvCell('+1')).toBe("'+1");
    expect(toCsvCell('-2+3')).toBe("'-2+3");
    expect(toCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvCell('\t=1')).toBe("'\t=1");
    expect(toCsvCell('\r=1')).toBe(`"'\r=1"`);
    expect(toCsvCell('a=b')).toBe('a=b');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '=2'],
      ]),
    ).toBe("a,b\r\n1,'=2\r\n");
  });
});
