// Every citation of docs/ in the code names a file and a heading that exist: `docs/<file>.md` a file of docs/ or of
// a folder under it (`docs/decisions/NNN-title.md`, one decision a file), `docs/<file>.md, "<Heading>"` one of that
// file's markdown headings, word for word or by its opening words ("i18next 27" for "i18next 27 and
// react-i18next 18", a trailing "…" allowed), and `docs/<file>.md §<n>` the heading numbered n ("n. …", or "§n …" as
// the specification numbers them). A README section or a tracker's number is cited nowhere (a reader cannot open
// them). The docs' own links to one another are checked too, by file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['server', 'client', 'shared', 'pages', 'scripts', 'tests', 'deploy'];
const ROOT_FILES = ['Dockerfile', 'compose.yaml', 'playwright.config.ts'];
const SOURCE = /\.(ts|tsx|js|css|sh|yml|yaml|conf)$/;
// This file's own examples of broken citations are not the code's.
const SELF = path.join('tests', 'unit', 'doc-citations.test.ts');
const CITATION = /docs\/((?:[\w.-]+\/)*[\w.-]+\.md)(?:, "([^"\n]+)"| §(\d+))?/g;
// A markdown link's target, when it is a path (not an address, not an anchor of the same page).
const LINK = /\]\((?![a-z]+:|#)([^)#\s]+)(?:#[^)\s]*)?\)/g;

/** The markdown files of docs/ and its folders, as paths under docs/ with forward slashes. */
function docFiles(): string[] {
  return readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.split(path.sep).join('/'));
}

/** A markdown text without its fenced code blocks. */
function withoutCode(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** The headings of each markdown file of docs/, without their #s; code blocks left out. */
function docHeadings(): Map<string, string[]> {
  const docs = new Map<string, string[]>();
  for (const file of docFiles()) {
    const text = withoutCode(readFileSync(path.join(ROOT, 'docs', file), 'utf8'));
    docs.set(
      file,
      [...text.matchAll(/^#{1,6} +(.+?)[ #]*$/gm)].map(([, heading]) => heading ?? ''),
    );
  }
  return docs;
}

/** Whether `cited` is the heading, or its opening words (cut at a word's end, perhaps marked "…"). */
function opensWith(heading: string, cited: string): boolean {
  const words = cited.replace(/…$/, '').trimEnd();
  return heading === words || (heading.startsWith(words) && /^[\s,:;(]/.test(heading.slice(words.length)));
}

/** Why a citation of `file`, by `heading` or by `section` number, names nothing; undefined when it holds. */
function problemWith(docs: Map<string, string[]>, file: string, heading?: string, section?: string) {
  const headings = docs.get(file);
  if (!headings) return 'no such file in docs/';
  if (heading !== undefined && !headings.some((h) => opensWith(h, heading))) return 'no such heading';
  const numbered = new RegExp(`^(${section}\\.|§${section})(\\D|$)`);
  if (section !== undefined && !headings.some((h) => numbered.test(h))) return 'no such numbered section';
  return undefined;
}

/** Each citation in `text` that names nothing, as "line: citation: why". */
function brokenCitations(text: string, docs: Map<string, string[]>): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(CITATION)].flatMap(([citation, file = '', heading, section]) => {
      const why = problemWith(docs, file, heading, section);
      return why ? [`${index + 1}: ${citation}: ${why}`] : [];
    }),
  );
}

function sourceFiles(): string[] {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name) && !name.split(path.sep).includes('node_modules'))
      .map((name) => path.join(folder, name)),
  );
  return [...files.filter((file) => file !== SELF), ...ROOT_FILES];
}

/** Each link of the markdown file `file` (a path from the root) whose target file does not exist. */
function brokenLinks(file: string, text: string, exists: (target: string) => boolean): string[] {
  return [...withoutCode(text).matchAll(LINK)].flatMap(([, target = '']) =>
    exists(path.join(path.dirname(file), target)) ? [] : [`${file}: ${target}`],
  );
}

describe('citations of docs/ in the code', () => {
  const docs = docHeadings();

  it('name files and headings that exist', () => {
    const broken = sourceFiles().flatMap((file) =>
      brokenCitations(readFileSync(path.join(ROOT, file), 'utf8'), docs).map((problem) => `${file}:${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it('are found by heading, by section number, and refused when either is missing', () => {
    const text = [
      '// docs/architecture.md §9; docs/specification.md §3; docs/photos.md, "Processing"; docs/photos.md, "The SVG…".',
      '// docs/architecture.md §99; docs/photos.md, "Processing photos"; docs/photos.md, "The SV"; docs/nowhere.md, "Photos".',
    ].join('\n');
    expect(brokenCitations(text, docs)).toEqual([
      '2: docs/architecture.md §99: no such numbered section',
      '2: docs/photos.md, "Processing photos": no such heading',
      '2: docs/photos.md, "The SV": no such heading',
      '2: docs/nowhere.md, "Photos": no such file in docs/',
    ]);
  });

  it('find a file of a folder under docs/, and refuse one that is not there', () => {
    const text = [
      '// docs/decisions/038-kysely-query-layer.md; docs/decisions/README.md, "Index"; docs/photos.md.',
      '// docs/decisions/038-kysely.md; docs/decisions.md; docs/decisions/038-kysely-query-layer.md, "Kysely".',
    ].join('\n');
    expect(brokenCitations(text, docs)).toEqual([
      '2: docs/decisions/038-kysely.md: no such file in docs/',
      '2: docs/decisions.md: no such file in docs/',
      '2: docs/decisions/038-kysely-query-layer.md, "Kysely": no such heading',
    ]);
  });

  it('looks into the code that cites them', () => {
    const files = sourceFiles();
    const citations = files.flatMap((file) => [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(CITATION)]);
    expect(files.length).toBeGreaterThan(300);
    expect(citations.length).toBeGreaterThan(200);
  });
});

// What a reader of the repository cannot open: a README section (the README is the front door, not a manual) and a
// tracker's number.
const UNOPENABLE = /README, "|issue #\d/;

/** Each line of `text` that cites what a reader cannot open, as "line: text". */
const unopenableCitations = (text: string): string[] =>
  text.split('\n').flatMap((line, index) => (UNOPENABLE.test(line) ? [`${index + 1}: ${line.trim()}`] : []));

describe('the code', () => {
  it('cites no README section and no tracker number, only docs/', () => {
    const cited = sourceFiles()
      .filter((file) => !file.startsWith('tests'))
      .flatMap((file) =>
        unopenableCitations(readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`),
      );
    expect(cited).toEqual([]);
    const sample = ['// README, "Photos": the worker.', '// Kept (issue #28).', '// docs/photos.md, "Processing".'];
    expect(unopenableCitations(sample.join('\n'))).toEqual([
      '1: // README, "Photos": the worker.',
      '2: // Kept (issue #28).',
    ]);
  });
});

describe('links between the docs', () => {
  it('name files that exist', () => {
    const files = ['README.md', ...docFiles().map((file) => `docs/${file}`)];
    const exists = (target: string) => existsSync(path.join(ROOT, target));
    const broken = files.flatMap((file) => brokenLinks(file, readFileSync(path.join(ROOT, file), 'utf8'), exists));
    expect(broken).toEqual([]);
    const sample = '[a](decisions/030-backups.md#x), [b](decisions.md), [c](#c), [d](https://example.com/x.md)';
    expect(brokenLinks('docs/backups.md', sample, exists)).toEqual(['docs/backups.md: decisions.md']);
  });
});
