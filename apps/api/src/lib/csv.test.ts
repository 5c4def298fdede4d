import { describe, expect, it } from 'vitest';
import { toCsv, toCsvCell, toCsvLines } from './csv';

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

describe('CSV cells and lines', () => {
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
      toCsvLines([
        ['a', 'b'],
        ['1', '=2'],
      ]),
    ).toBe("a,b\r\n1,'=2\r\n");
  });
});
