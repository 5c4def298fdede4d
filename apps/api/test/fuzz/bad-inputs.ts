import type { SeededRandom } from '../seeded-random';

// The fixed catalogue of bad inputs the OpenAPI fuzz test sends, plus a few seeded random ones.
// Values are raw: JSON text for body fields (so 2^53 + 1 and 1e400 arrive as typed), URL-encoded
// text for path segments and query values.

/** A body field's replacement as JSON text; `undefined` removes the field. */
export type FieldValue = { label: string; json: string | undefined };

const long = (n: number) => 'a'.repeat(n);
const json = (value: unknown) => JSON.stringify(value);

export const FIELD_VALUES: FieldValue[] = [
  { label: 'missing', json: undefined },
  ...[
    'null',
    'true',
    'false',
    '0',
    '-1',
    '1.5',
    '-0.5',
    '1e308',
    '1e400',
    '-1e400',
    '9007199254740993',
    '123456789012345678901234567890',
  ].map((text) => ({ label: text, json: text })),
  ...[
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    long(10_000),
    long(100_000),
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2f',
    '\u202egnp.exe',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '-1',
    '0.000000000000000000001',
    '1e309',
    '99999999999999999999999999999999999999999',
    'NaN',
    '0x10',
    '0000-01-01',
    '9999-12-31T23:59:59Z',
  ].map((text) => ({ label: text.length > 24 ? `${json(text.slice(0, 8))}…(${text.length} chars)` : json(text), json: json(text) })),
  // A lone surrogate: valid JSON, invalid UTF-16.
  { label: '"\\ud800"', json: '"\\ud800"' },
  ...[[], [1], ['a'], {}, { $gt: '' }].map((value) => ({ label: json(value), json: json(value) })),
  { label: '{"__proto__":…}', json: '{"__proto__":{"polluted":true}}' },
];

/** Code points a random string is drawn from: controls, NUL, surrogate halves, direction marks, emoji, CJK, plain text. */
const RANDOM_CODE_POINTS = [0x0, 0x1, 0x8, 0x1b, 0x7f, 0x85, 0xa0, 0xad, 0x200b, 0x202e, 0xd800, 0xdfff, 0xfeff, 0xfffd, 0x1f4a9, 0x4e2d];

function randomText(random: SeededRandom): string {
  const length = random.pick([1, 8, 64, 300]);
  let text = '';
  for (let i = 0; i < length; i++) {
    text += random.chance(0.5) ? String.fromCharCode(random.int(0x20, 0x7e)) : String.fromCodePoint(random.pick(RANDOM_CODE_POINTS));
  }
  return text;
}

/** A few seeded values for one field: random text, a random large or negative integer and a random fraction. */
export function randomFieldValues(random: SeededRandom): FieldValue[] {
  const text = randomText(random);
  const integer = `${random.chance(0.5) ? '-' : ''}${random.int(1, 9)}${'0'.repeat(random.int(0, 40))}`;
  const fraction = (random.next() * 10 ** random.int(-20, 20)).toString();
  return [
    { label: `random text ${json(text.slice(0, 12))}…`, json: json(text) },
    { label: `random ${integer.slice(0, 20)}`, json: integer },
    { label: `random ${fraction}`, json: fraction },
  ];
}

/** Path segments and query values as an attacker types them into a URL. */
export const URL_VALUES: string[] = [
  '%20',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999999999999999999999999',
  '%00',
  'a%00b',
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows%5Cwin.ini',
  '%E0%A4%A',
  '%',
  '%FF',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  long(5_000),
  '%27%20OR%201%3D1--',
  // Dates at and past the edges of what the formats, JavaScript and PostgreSQL hold.
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31',
  '9999-12-31T23:59:59.999999999Z',
  '10000-01-01',
  '%2B010000-01-01T00:00:00Z',
  '2024-02-30',
  '%3Cscript%3E',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

/** Whole query strings: repeated, bracketed, empty and unknown parameters. */
export function badQueries(names: string[]): string[] {
  return [
    ...names.flatMap((name) => [`${name}=a&${name}=b`, `${name}[]=1`, `${name}[x]=1`, name, `${name}=`]),
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    '%00=1',
    '&&&==',
    `${long(10_000)}=1`,
    'unknown=1',
  ];
}

/** A request body that is bad as a whole: its text and the headers it comes with. */
export type RawBody = { label: string; payload?: string | Buffer; headers: Record<string, string> };

const JSON_TYPE = { 'content-type': 'application/json' };

/** Bodies that break the JSON itself, its content type, its encoding or its size; `sample` is a valid-looking body. */
export function badBodies(sample: unknown): RawBody[] {
  const sampleText = json(sample ?? {});
  const withExtra = json({ ...(typeof sample === 'object' && sample !== null ? sample : {}), unexpected: 'field' });
  return [
    { label: 'no body', headers: {} },
    { label: 'no body, JSON type', headers: JSON_TYPE },
    ...['', 'null', '[]', '"text"', '123', 'true', '{}', '{"a":', '{"a":1}}', '{a:1}', "{'a':1}", '\u0000', '\ufeff{}'].map((payload) => ({
      label: `JSON ${json(payload)}`,
      payload,
      headers: JSON_TYPE,
    })),
    { label: 'JSON __proto__', payload: '{"__proto__":{"polluted":true}}', headers: JSON_TYPE },
    { label: 'JSON constructor.prototype', payload: '{"constructor":{"prototype":{"polluted":true}}}', headers: JSON_TYPE },
    { label: 'JSON nested 5000 deep', payload: '['.repeat(5000) + ']'.repeat(5000), headers: JSON_TYPE },
    { label: 'JSON duplicate keys', payload: sampleText.replace(/^\{/, '{"a":1,"a":2,'), headers: JSON_TYPE },
    { label: 'JSON over 1 MB', payload: json({ filler: long(1_100_000) }), headers: JSON_TYPE },
    { label: 'JSON as text/plain', payload: sampleText, headers: { 'content-type': 'text/plain' } },
    { label: 'JSON without content type', payload: sampleText, headers: { 'content-type': '' } },
    { label: 'JSON as UTF-16', payload: sampleText, headers: { 'content-type': 'application/json; charset=utf-16' } },
    { label: 'JSON claiming gzip', payload: sampleText, headers: { ...JSON_TYPE, 'content-encoding': 'gzip' } },
    { label: 'form-urlencoded', payload: 'a=b&c=d', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { label: 'XML', payload: '<a>b</a>', headers: { 'content-type': 'application/xml' } },
    { label: 'octet-stream', payload: Buffer.from([0xff, 0xfe, 0x00, 0x01]), headers: { 'content-type': 'application/octet-stream' } },
    ...badMultipartBodies(),
    // Last: a valid body with one field too many may succeed, and succeeding can end the session (self-exclusion).
    { label: 'JSON with an extra field', payload: withExtra, headers: JSON_TYPE },
  ];
}

const BOUNDARY = 'fuzz-boundary';
const MULTIPART_TYPE = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const filePart = (name: string, fileName: string, data: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n${data}\r\n`;
const END = `--${BOUNDARY}--\r\n`;

/** multipart/form-data that is malformed, truncated, over its limits or oddly named. */
export function badMultipartBodies(): RawBody[] {
  return [
    {
      label: 'multipart without boundary',
      payload: filePart('file', 'a.png', 'x') + END,
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      label: 'multipart with another boundary',
      payload: filePart('file', 'a.png', 'x') + END,
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
    },
    { label: 'multipart truncated in the headers', payload: `--${BOUNDARY}\r\nContent-Disposition: form-da`, headers: MULTIPART_TYPE },
    { label: 'multipart truncated in the file', payload: filePart('file', 'a.png', 'x').slice(0, -2), headers: MULTIPART_TYPE },
    { label: 'multipart without its end', payload: filePart('file', 'a.png', '\x89PNG'), headers: MULTIPART_TYPE },
    { label: 'multipart part without disposition', payload: `--${BOUNDARY}\r\nX-Junk: 1\r\n\r\nabc\r\n${END}`, headers: MULTIPART_TYPE },
    { label: 'multipart garbage header line', payload: `--${BOUNDARY}\r\n\u0000\u0001junk\r\n\r\nabc\r\n${END}`, headers: MULTIPART_TYPE },
    {
      label: 'multipart header of 100 KB',
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${long(100_000)}"\r\n\r\nx\r\n${END}`,
      headers: MULTIPART_TYPE,
    },
    {
      label: 'multipart with two files',
      payload: filePart('file', 'a.png', 'x') + filePart('file', 'b.png', 'y') + END,
      headers: MULTIPART_TYPE,
    },
    {
      label: 'multipart with 50 fields',
      payload:
        Array.from({ length: 50 }, (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('') + END,
      headers: MULTIPART_TYPE,
    },
    { label: 'multipart field __proto__', payload: filePart('__proto__', 'a.png', 'x') + END, headers: MULTIPART_TYPE },
    {
      label: 'multipart file name with NUL and folders',
      payload: filePart('file', '../../a\u0000.png', 'x') + END,
      headers: MULTIPART_TYPE,
    },
    { label: 'multipart empty', payload: END, headers: MULTIPART_TYPE },
    {
      label: 'multipart/mixed',
      payload: filePart('file', 'a.png', 'x') + END,
      headers: { 'content-type': `multipart/mixed; boundary=${BOUNDARY}` },
    },
  ];
}

/** Cookies and headers a client controls, sent with an otherwise plausible request. */
export const BAD_HEADERS: { label: string; headers: Record<string, string> }[] = [
  { label: 'session cookie of NUL', headers: { cookie: 'sid=%00' } },
  { label: 'session cookie of 64 letters', headers: { cookie: `sid=${'A'.repeat(64)}` } },
  { label: 'session cookie of 5000 letters', headers: { cookie: `sid=${long(5_000)}` } },
  { label: 'malformed cookie header', headers: { cookie: '=;;=;sid' } },
  { label: 'device cookie garbage', headers: { cookie: `device=${'x.'.repeat(40)}` } },
  { label: 'user agent of 10 000 characters', headers: { 'user-agent': long(10_000) } },
  { label: 'accept: nothing we serve', headers: { accept: 'application/xml' } },
];
