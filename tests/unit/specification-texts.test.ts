// The English texts docs/specification.md quotes are the site's, word for word (its opening paragraphs give the
// convention): a text in straight double quotes is an English value of locales/en/*.json (the office's admin.json
// aside), `{name}` standing for a placeholder and a closing "…" for the rest of a longer text; a text in curly
// quotes is the original brief's, which the site deliberately does not carry, so it stands in a bullet with a
// **Today** note and no English value is it. Code spans are left out: composed messages are code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SPECIFICATION = path.join(ROOT, 'docs', 'specification.md');
const ENGLISH = path.join(ROOT, 'locales', 'en');
// The office's own texts: the specification is the public site's.
const NOT_THE_SITE = new Set(['admin.json']);

type Tree = { [key: string]: string | Tree };

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

function englishValues(): string[] {
  return readdirSync(ENGLISH)
    .filter((file) => file.endsWith('.json') && !NOT_THE_SITE.has(file))
    .flatMap((file) => valuesOf(JSON.parse(readFileSync(path.join(ENGLISH, file), 'utf8')) as Tree));
}

interface Block {
  line: number;
  text: string;
}

/**
 * The markdown's blocks, each a paragraph, a bullet (its wrapped lines joined), a table row or a heading, with the
 * line it starts on; fenced code and inline code left out.
 */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let inFence = false;
  markdown.split('\n').forEach((raw, index) => {
    if (raw.startsWith('```')) inFence = !inFence;
    if (inFence || raw.startsWith('```')) return;
    const text = raw.replace(/``[^`]*``|`[^`]*`/g, '``');
    const startsBlock = /^\s*(- |\d+\. |\||#)/.test(text) || blocks.length === 0 || raw.trim() === '';
    const last = blocks.at(-1);
    if (startsBlock || !last) blocks.push({ line: index + 1, text: text.trim() });
    else last.text += ` ${text.trim()}`;
  });
  return blocks.filter((block) => block.text !== '');
}

/** Whether `value` is the quoted `text`: `{name}` any placeholder, a closing "…" any rest. */
function isText(value: string, text: string): boolean {
  const opening = text.endsWith('…');
  const words = (opening ? text.slice(0, -1) : text).split(/\{[^}]+\}/);
  const escaped = words.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('\\{\\{\\s*\\w+\\s*\\}\\}')}${opening ? '' : '$'}`).test(value);
}

/** Each quoted text of `markdown` that breaks the convention, as "line: text: why". */
function problemsWith(markdown: string, values: readonly string[]): string[] {
  return blocksOf(markdown).flatMap(({ line, text }) => [
    ...[...text.matchAll(/"([^"]+)"/g)].flatMap(([, quoted = '']) =>
      values.some((value) => isText(value, quoted)) ? [] : [`${line}: "${quoted}": not an English text of the site`],
    ),
    ...[...text.matchAll(/“([^”]+)”/g)].flatMap(([, quoted = '']) => [
      ...(text.includes('**Today**') ? [] : [`${line}: “${quoted}”: the brief's text without a Today note`]),
      ...(values.some((value) => isText(value, quoted)) ? [`${line}: “${quoted}”: the site carries it after all`] : []),
    ]),
  ]);
}

describe('the English texts the specification quotes', () => {
  const values = englishValues();
  const specification = readFileSync(SPECIFICATION, 'utf8');

  it('are the site’s, or the brief’s with a Today note saying why not', () => {
    expect(problemsWith(specification, values)).toEqual([]);
  });

  it('are many: the convention is the one the specification uses', () => {
    const blocks = blocksOf(specification);
    const shown = blocks.flatMap(({ text }) => [...text.matchAll(/"([^"]+)"/g)]);
    const brief = blocks.flatMap(({ text }) => [...text.matchAll(/“([^”]+)”/g)]);
    expect(shown.length).toBeGreaterThan(40);
    expect(brief.length).toBeGreaterThan(4);
  });

  it('fail when a quoted text is missing, a brief’s text has no Today note, or the site has it after all', () => {
    const sample = [
      '- **Contact page**: the form titled "Have Any Question?", "Name" and "Back to Home"; "Converted at ₮{rate}',
      '  per $ on {date}."; "Your request was NOT received…"; `"a composed message"` is code.',
      '- The form says "Have a question?" and "Back to Homepage"; "Your request was received…".',
      '- The brief said “Thank you for subscribing!”. **Today** the form asks to confirm.',
      '- The brief said “Hello! Need help?” with no note, and “Chat with us!”. **Today** the same.',
    ].join('\n');
    const site = [
      'Have Any Question?',
      'Name',
      'Back to Home',
      'Converted at ₮{{rate}} per $ on {{date}}.',
      'Your request was NOT received: please try again.',
      'Chat with us!',
    ];
    expect(problemsWith(sample, site)).toEqual([
      '3: "Have a question?": not an English text of the site',
      '3: "Back to Homepage": not an English text of the site',
      '3: "Your request was received…": not an English text of the site',
      '5: “Chat with us!”: the site carries it after all',
    ]);
    expect(problemsWith('- The brief said “Hello! Need help?”.', site)).toEqual([
      "1: “Hello! Need help?”: the brief's text without a Today note",
    ]);
  });
});
