import { describe, expect, it } from '@jest/globals';
import { markupPlain, parseMarkup } from '#server/content/markup.ts';
import type { RichText } from '#shared/rich-text.ts';

/** The source, whole, as the only text of one paragraph: nothing in it was taken for markup. */
const asTyped = (source: string): RichText => [{ p: [{ text: source }] }];

describe('parseMarkup', () => {
  it('makes a paragraph of each block apart by a blank line, and a line break of a single newline', () => {
    expect(parseMarkup('One\ntwo\n\n\nThree')).toEqual([
      { p: [{ text: 'One' }, { br: true }, { text: 'two' }] },
      { p: [{ text: 'Three' }] },
    ]);
    expect(parseMarkup('')).toEqual([]);
    expect(parseMarkup(' \n\n \n')).toEqual([]);
  });

  it('keeps plain Mongolian text as it was typed', () => {
    expect(parseMarkup('Өрмийн хошуу, 216 мм.\nБаталгаа: 12 сар.\n\nҮнэ — НӨАТ орсон.')).toEqual([
      { p: [{ text: 'Өрмийн хошуу, 216 мм.' }, { br: true }, { text: 'Баталгаа: 12 сар.' }] },
      { p: [{ text: 'Үнэ — НӨАТ орсон.' }] },
    ]);
  });

  it('reads bullet and numbered lists, keeping the number a list starts at', () => {
    expect(parseMarkup('Intro\n\n- one\n* two\n\n1. first\n2. second')).toEqual([
      { p: [{ text: 'Intro' }] },
      { ul: [[{ text: 'one' }]] },
      { ul: [[{ text: 'two' }]] },
      { ol: [[{ text: 'first' }], [{ text: 'second' }]] },
    ]);
    expect(parseMarkup('3) third\n4) fourth')).toEqual([{ ol: [[{ text: 'third' }], [{ text: 'fourth' }]], start: 3 }]);
  });

  it('flattens a nested list into the outer one and keeps every word of a loose item', () => {
    expect(parseMarkup('- a\n  - b\n  - c\n\n  after\n- d\n\n  more of d')).toEqual([
      {
        ul: [
          [{ text: 'a' }],
          [{ text: 'b' }],
          [{ text: 'c' }],
          [{ text: 'after' }],
          [{ text: 'd' }, { br: true }, { text: 'more of d' }],
        ],
      },
    ]);
  });

  it('reads bold and italic, nested too, and shows an escaped star as itself', () => {
    expect(parseMarkup('**bold** *it* _it2_ **bold *both***')).toEqual([
      {
        p: [
          { strong: [{ text: 'bold' }] },
          { text: ' ' },
          { em: [{ text: 'it' }] },
          { text: ' ' },
          { em: [{ text: 'it2' }] },
          { text: ' ' },
          { strong: [{ text: 'bold ' }, { em: [{ text: 'both' }] }] },
        ],
      },
    ]);
    expect(parseMarkup('\\*not italic\\*')).toEqual(asTyped('*not italic*'));
  });

  it('makes links to web pages, e-mail and telephone', () => {
    expect(
      parseMarkup(
        '[a](https://example.mn/x?y=1) [b](http://example.mn) [c](MAILTO:info@example.mn) [d](tel:+97670001234)',
      ),
    ).toEqual([
      {
        p: [
          { link: 'https://example.mn/x?y=1', children: [{ text: 'a' }] },
          { text: ' ' },
          { link: 'http://example.mn', children: [{ text: 'b' }] },
          { text: ' ' },
          { link: 'MAILTO:info@example.mn', children: [{ text: 'c' }] },
          { text: ' ' },
          { link: 'tel:+97670001234', children: [{ text: 'd' }] },
        ],
      },
    ]);
    expect(parseMarkup('[**Каталог**](https://example.mn/каталог)')).toEqual([
      {
        p: [
          {
            link: 'https://example.mn/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3',
            children: [{ strong: [{ text: 'Каталог' }] }],
          },
        ],
      },
    ]);
  });

  it('links a pasted address written with its scheme, but not a bare domain or e-mail', () => {
    expect(parseMarkup('See https://example.mn/a_b_c, or info@example.mn at example.mn.')).toEqual([
      {
        p: [
          { text: 'See ' },
          { link: 'https://example.mn/a_b_c', children: [{ text: 'https://example.mn/a_b_c' }] },
          { text: ', or info@example.mn at example.mn.' },
        ],
      },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \tjavascript:alert(1)',
    '<javascript:alert(1)>',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/x',
    '//evil.example/x',
    'x.html',
    '#top',
  ])('keeps a link to %j as the text typed', (destination) => {
    const source = `[click](${destination})`;
    expect(parseMarkup(source)).toEqual(asTyped(source));
  });

  it('links no refused address written bare or as a reference', () => {
    const bare = 'javascript:alert(1) data:text/html,x ftp://example.mn/a //example.mn/b';
    expect(parseMarkup(bare)).toEqual(asTyped(bare));
    expect(parseMarkup('[click][1]\n\n[1]: javascript:alert(1)')).toEqual([
      { p: [{ text: '[click][1]' }] },
      { p: [{ text: '[1]: javascript:alert(1)' }] },
    ]);
  });

  it.each([
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '<b>x</b>',
    'a <a href="javascript:x">b</a>',
  ])('keeps the HTML %j as text', (html) => {
    expect(parseMarkup(html)).toEqual(asTyped(html));
  });

  it('keeps an HTML block as text, line by line', () => {
    expect(parseMarkup('<div>\n<script>alert(1)</script>\n</div>')).toEqual([
      { p: [{ text: '<div>' }, { br: true }, { text: '<script>alert(1)</script>' }, { br: true }, { text: '</div>' }] },
    ]);
  });

  it('takes no other markup: headings, code, quotes, tables, entities, images', () => {
    expect(parseMarkup('# x')).toEqual(asTyped('# x'));
    expect(parseMarkup('`code` ~~gone~~ &amp; &lt;b&gt;')).toEqual(asTyped('`code` ~~gone~~ &amp; &lt;b&gt;'));
    expect(parseMarkup('> quoted')).toEqual(asTyped('> quoted'));
    expect(parseMarkup('```\nx\n```')).toEqual([
      { p: [{ text: '```' }, { br: true }, { text: 'x' }, { br: true }, { text: '```' }] },
    ]);
    expect(parseMarkup('Title\n---')).toEqual([{ p: [{ text: 'Title' }, { br: true }, { text: '---' }] }]);
    expect(parseMarkup('| a | b |\n|---|---|')).toEqual([
      { p: [{ text: '| a | b |' }, { br: true }, { text: '|---|---|' }] },
    ]);
    // No image: at most a link to the picture, after the "!".
    expect(parseMarkup('![a](http://x/y.png)')).toEqual([
      { p: [{ text: '!' }, { link: 'http://x/y.png', children: [{ text: 'a' }] }] },
    ]);
  });

  it('gives plain JSON: the same tree after a round trip through JSON', () => {
    const doc = parseMarkup('**a** [b](tel:1)\nc\n\n- d\n\n1. e');
    expect(doc).toStrictEqual(JSON.parse(JSON.stringify(doc)));
  });
});

describe('markupPlain', () => {
  it('gives the words: blocks apart by a blank line, list items and line breaks by a newline, links by their text', () => {
    expect(
      markupPlain('Нэг **хоёр** [гурав](https://example.mn)\nдөрөв\n\n- a\n- *b*\n\n3. c\n\n[x](javascript:y)'),
    ).toBe('Нэг хоёр гурав\nдөрөв\n\na\nb\n\nc\n\n[x](javascript:y)');
    expect(markupPlain('')).toBe('');
  });
});
