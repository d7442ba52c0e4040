import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { enquiriesCommand } from '../helpers/enquiries-command.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'enquiries-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function enquiry(overrides: Partial<NewEnquiry>): NewEnquiry {
  return {
    kind: 'contact',
    name: 'Bat Dorj',
    email: 'bat@example.mn',
    phone: '+976 9911 2233',
    message: 'Hello',
    language: 'mn',
    page: '/contact',
    requestId: 'req-1',
    createdAt: new Date('2026-03-01T02:00:00Z'),
    ...overrides,
  };
}

async function fill(enquiries: NewEnquiry[]): Promise<void> {
  const store = openSqliteStore(dataDir);
  for (const item of enquiries) await store.enquiries.insertEnquiry(item, { notify: false });
  await store.close();
}

const command = (...args: string[]) => enquiriesCommand({ DATA_DIR: dataDir, DATABASE_URL: '' }, ...args);

const longMessage = `Сайн байна уу. ${'Бидэнд 40.00R57 дугуй хэрэгтэй байна. '.repeat(4)}`;

describe('npm run enquiries -- list', () => {
  it('prints a table of the enquiries, oldest first, with times in Ulaanbaatar', async () => {
    await fill([
      enquiry({ kind: 'service', name: 'Second', createdAt: new Date('2026-03-02T16:30:00Z'), message: longMessage }),
      enquiry({ kind: 'quotation', name: 'Оюунчимэг', email: 'oyu@example.mn', phone: '99112233' }),
    ]);

    const { code, stdout } = await command('list');

    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+time \(UB\)\s+kind\s+name\s+email\s+phone\s+message$/);
    expect(lines[2]).toMatch(/^2\s+2026-03-01 10:00\s+quotation\s+Оюунчимэг\s+oyu@example\.mn\s+99112233\s+Hello$/);
    expect(lines[3]).toMatch(/^1\s+2026-03-03 00:30\s+service\s+Second\s+bat@example\.mn\s+\+976 9911 2233\s+Сайн/);
    const preview = lines[3]?.slice(lines[3].indexOf('Сайн'));
    expect(preview).toHaveLength(60);
    expect(preview?.endsWith('…')).toBe(true);
    expect(lines.at(-1)).toBe('2 enquiries');
  });

  it('reads the enquiries a page at a time and still lists every one, oldest first, aligned by the first page', async () => {
    const start = Date.parse('2026-03-01T00:00:00Z');
    await fill(
      Array.from({ length: 1001 }, (_, i) =>
        enquiry({
          name: i === 1000 ? 'A much longer name on the last page' : `N${i}`,
          createdAt: new Date(start + i * 60_000),
        }),
      ),
    );
    const { code, stdout } = await command('list');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2 + 1001 + 1);
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/)[3])).toEqual([
      ...Array.from({ length: 1000 }, (_, i) => `N${i}`),
      'A much longer name on the last page',
      undefined,
    ]);
    expect(lines[2]?.indexOf('bat@')).toBe(lines[1000]?.indexOf('bat@'));
    expect(lines.at(-1)).toBe('1001 enquiries');
  });

  it('says so when there are none', async () => {
    await fill([]);
    expect(await command('list')).toMatchObject({ code: 0, stdout: 'No enquiries.\n' });
  });
});

describe('npm run enquiries -- export', () => {
  it('writes CSV for Excel: BOM, CRLF, RFC 4180 quoting, only enquiries since the day given', async () => {
    await fill([
      enquiry({ name: 'Too early', createdAt: new Date('2026-03-09T15:59:59Z') }),
      enquiry({
        name: 'Батбаяр, "Altan"',
        message: 'Line one\nline two',
        createdAt: new Date('2026-03-09T16:00:00Z'), // 2026-03-10 00:00 in Ulaanbaatar
        requestId: 'req-2',
      }),
      enquiry({ name: '=HYPERLINK("http://evil.example")', createdAt: new Date('2026-03-11T00:00:00Z'), page: null }),
    ]);

    const { code, stdout } = await command('export', '--format', 'csv', '--since', '2026-03-10');

    expect(code).toBe(0);
    expect(stdout.startsWith('\uFEFF')).toBe(true);
    expect(stdout.slice(1).split('\r\n')).toEqual([
      // The consent columns (docs/privacy.md, "What is stored with it") are empty: these enquiries were stored without
      // one.
      'id,created_at,kind,name,email,phone,message,language,page,request_id,consent_at,consent_version,consent_language,consent_form',
      '2,2026-03-09T16:00:00.000Z,contact,"Батбаяр, ""Altan""",bat@example.mn,+976 9911 2233,"Line one\nline two",mn,/contact,req-2,,,,',
      `3,2026-03-11T00:00:00.000Z,contact,"'=HYPERLINK(""http://evil.example"")",bat@example.mn,+976 9911 2233,Hello,mn,,req-1,,,,`,
      '',
    ]);
  });

  it('writes JSON with every field', async () => {
    await fill([enquiry({ kind: 'quotation', message: 'Quotation request for product: PDC bit' })]);

    const { code, stdout } = await command('export', '--format', 'json');

    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      {
        id: 1,
        kind: 'quotation',
        name: 'Bat Dorj',
        email: 'bat@example.mn',
        phone: '+976 9911 2233',
        message: 'Quotation request for product: PDC bit',
        language: 'mn',
        page: '/contact',
        requestId: 'req-1',
        createdAt: '2026-03-01T02:00:00.000Z',
        consent: null,
      },
    ]);
  });

  it('exits 64 with the usage for a date that does not exist', async () => {
    await fill([]);
    const { code, stdout, stderr } = await command('export', '--since', '2026-02-30');
    expect(code).toBe(64);
    expect(stdout).toBe('');
    expect(stderr).toContain('--since must be a date');
    expect(stderr).toContain('Usage: npm run enquiries');
  });

  it('exits 66 without creating a database when DATA_DIR holds none', async () => {
    const { code, stderr } = await command('list');
    expect(code).toBe(66);
    expect(stderr).toContain(`No database in ${dataDir}`);
    expect(existsSync(path.join(dataDir, 'site.db'))).toBe(false);
  });
});
