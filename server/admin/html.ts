import { escapeHtml } from '../html-escaping.ts';

// The admin pages are written as tagged templates: every value put into one is escaped, unless it is itself
// markup made by `html` (so visitor text can never become markup).

const MARKUP = Symbol('markup');

export interface Markup {
  readonly [MARKUP]: string;
}

type Value = Markup | string | number | null | undefined | false | readonly Value[];

function written(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(written).join('');
  if (typeof value === 'object' && MARKUP in value) return value[MARKUP];
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += written(value) + (strings[i + 1] ?? '');
  });
  return { [MARKUP]: out };
}

export const markupText = (markup: Markup): string => markup[MARKUP];
