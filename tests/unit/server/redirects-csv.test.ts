import { describe, expect, it } from '@jest/globals';
import { readRedirectsCsv } from '#server/content/redirects-csv.ts';

const read = (text: string) => readRedirectsCsv(new TextEncoder().encode(text));

describe('a CSV of redirects', () => {
  it('reads two columns, with or without a header, BOM and quotes, any line ending, each row with its line', () => {
    const file = read('\uFEFFfrom,to\r\n"/a,b","/x"\n\n  /c ; , /d \r"/e\nf",/y\n');
    expect(file).toEqual({
      ok: true,
      rows: [
        { line: 2, from: '/a,b', to: '/x' },
        { line: 4, from: '/c ;', to: '/d' },
        { line: 5, from: '/e\nf', to: '/y' },
      ],
      refused: [],
    });
    expect(read('/old,/new')).toMatchObject({ ok: true, rows: [{ line: 1, from: '/old', to: '/new' }] });
  });

  it('refuses a row of one column or of three, but not trailing empty cells', () => {
    expect(read('/a\n/b,/c,extra\n/d,/e,,\n')).toEqual({
      ok: true,
      rows: [{ line: 3, from: '/d', to: '/e' }],
      refused: [
        { line: 1, reason: 'redirects.errors.csvColumns' },
        { line: 2, reason: 'redirects.errors.csvColumns' },
      ],
    });
  });

  it('refuses a file that is not UTF-8, not CSV, empty, or over 1,000 rows', () => {
    expect(readRedirectsCsv(new Uint8Array([0x2f, 0xff, 0x2c, 0x2f]))).toEqual({
      ok: false,
      reason: 'redirects.errors.csvEncoding',
    });
    expect(read('"/a,/b\n')).toEqual({ ok: false, reason: 'redirects.errors.csvUnreadable' });
    expect(read('from,to\n\n')).toEqual({ ok: false, reason: 'redirects.errors.csvEmpty' });
    const rows = (count: number) => Array.from({ length: count }, (_, i) => `/old/${i},/new`).join('\n');
    expect(read(`from,to\n${rows(1000)}`)).toMatchObject({ ok: true });
    expect(read(rows(1001))).toEqual({ ok: false, reason: 'redirects.errors.csvTooMany' });
  });
});
