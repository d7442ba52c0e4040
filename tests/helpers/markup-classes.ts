import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));
}

/** Text that could be (part of) a class attribute: names and spaces only (not 'card.details', a message key). */
const CLASS_LIST = /^[\w\s-]*$/;

/** What the string literals of some sources may put in a class attribute: whole names, and the prefixes a
 *  template literal completes (`ticker__item--${direction}`). Comments and identifiers are not looked at. */
export function classWordsIn(files: readonly string[]): { words: Set<string>; prefixes: string[] } {
  const words = new Set<string>();
  const prefixes: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      if (CLASS_LIST.test(node.text)) for (const word of node.text.split(/\s+/)) words.add(word);
      const open = /(?:^|\s)([\w-]+)$/.exec(node.text)?.[1];
      if ((ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) && open) prefixes.push(open);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) {
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  }
  return { words, prefixes };
}

/** Each rule's selectors in a stylesheet (at-rule preludes and keyframe steps left out). */
export function selectorsOf(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/([^{};]+)\{/g)]
    .map(([prelude]) => prelude.slice(0, -1).trim())
    .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|[\d.]+%)(\s*,\s*(from|to|[\d.]+%))*$/.test(prelude))
    .flatMap((list) => list.split(/,(?![^(]*\))/).map((selector) => selector.trim()));
}

export const classesOf = (selector: string) =>
  [...selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map(([name]) => name.slice(1));
