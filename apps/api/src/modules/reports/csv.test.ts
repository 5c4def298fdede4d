import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row, in the columns asked for', () => {
    const rows = [
      { day: '2025-03-01', game: 'Ember Dice', ggr: '12.50', rounds: 3 },
      { day: '2025-03-02', game: 'Comet Scratch', ggr: '-4.00', rounds: 1 },
    ];
    expect(toCsv(rows, ['day', 'game', 'rounds', 'ggr'])).toBe(
      'day,game,rounds,ggr\r\n2025-03-01,Ember Dice,3,12.50\r\n2025-03-02,Comet Scratch,1,-4.00\r\n',
    );
    expect(toCsv([], ['day'])).toBe('day\r\n');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    const rows = [{ name: 'Reels, "Gold" edition', note: 'line one\nline two', cr: 'a\rb' }];
    expect(toCsv(rows, ['name', 'note', 'cr'])).toBe('name,note,cr\r\n"Reels, ""Gold"" edition","line one\nline two","a\rb"\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas, but leaves negative numbers as numbers', () => {
    const rows = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '-12.50', '-7', 'plain'].map((v) => ({ v }));
    expect(toCsv(rows, ['v']).split('\r\n')).toEqual([
      'v',
      `"'=HYPERLINK(""http://x"")"`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTAB",
      '-12.50',
      '-7',
      'plain',
      '',
    ]);
  });

  it('reads cells through a column of its own, and leaves empty what is null or missing', () => {
    const rows = [{ a: 1, b: null }, { a: 2 }] as { a: number; b?: string | null }[];
    expect(toCsv(rows, ['b', { header: 'twice a', value: (r) => r.a * 2 }, { header: 'big', value: () => 10n ** 20n }])).toBe(
      'b,twice a,big\r\n,2,100000000000000000000\r\n,4,100000000000000000000\r\n',
    );
  });
});
