import { describe, expect, it } from '@jest/globals';
// The Node build, as on the server (the browser build needs MessageChannel, which jsdom lacks).
import { renderToStaticMarkup } from 'react-dom/server.node';
import { RichText } from '#client/ui/rich-text.tsx';
import type { RichText as RichTextDoc } from '#shared/rich-text.ts';

const html = (doc: RichTextDoc, className?: string) =>
  renderToStaticMarkup(<RichText doc={doc} className={className} />);

/** The markup as the browser would read it. */
function parsed(markup: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content.firstElementChild as HTMLElement;
}

describe('RichText', () => {
  it('renders paragraphs, line breaks, bold, italic and lists', () => {
    const doc: RichTextDoc = [
      {
        p: [
          { text: 'One ' },
          { strong: [{ text: 'bold ' }, { em: [{ text: 'both' }] }] },
          { br: true },
          { text: 'two' },
        ],
      },
      { ul: [[{ text: 'a' }], [{ em: [{ text: 'b' }] }]] },
      { ol: [[{ text: 'c' }]] },
      { ol: [[{ text: 'd' }]], start: 4 },
    ];
    expect(html(doc, 'description')).toBe(
      '<div class="description"><p>One <strong>bold <em>both</em></strong><br/>two</p>' +
        '<ul><li>a</li><li><em>b</em></li></ul><ol><li>c</li></ol><ol start="4"><li>d</li></ol></div>',
    );
    expect(html([])).toBe('<div></div>');
  });

  it('links to web pages without passing ranking, opener or referrer, and to e-mail and telephone plainly', () => {
    const doc: RichTextDoc = [
      {
        p: [
          { link: 'https://example.mn/x?a=1&b=2', children: [{ strong: [{ text: 'web' }] }] },
          { link: 'HTTP://example.mn', children: [{ text: 'old' }] },
          { link: 'mailto:info@example.mn', children: [{ text: 'mail' }] },
          { link: 'tel:+97670001234', children: [{ text: 'phone' }] },
        ],
      },
    ];
    expect(html(doc)).toBe(
      '<div><p><a href="https://example.mn/x?a=1&amp;b=2" rel="nofollow noopener noreferrer"><strong>web</strong></a>' +
        '<a href="HTTP://example.mn" rel="nofollow noopener noreferrer">old</a>' +
        '<a href="mailto:info@example.mn">mail</a><a href="tel:+97670001234">phone</a></p></div>',
    );
  });

  it('renders a hostile tree as inert text: no script, no handler, no script address', () => {
    const refused = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/relative',
      '',
    ];
    const doc: RichTextDoc = [
      { p: [{ text: '<script>alert(1)</script>' }, { br: true }, { text: '"><img src=x onerror=alert(1)>' }] },
      { ul: refused.map((link) => [{ link, children: [{ text: `words of ${link}` }] }]) },
      { p: [{ link: 'https://example.mn" onmouseover="alert(1)', children: [{ text: 'quoted' }] }] },
    ];
    const markup = html(doc);
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/<img/i);
    expect(markup).not.toMatch(/href="\s*(?:javascript|data|vbscript)/i);

    const root = parsed(markup);
    expect(root.querySelectorAll('script, img')).toHaveLength(0);
    for (const element of root.querySelectorAll('*')) {
      expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    // Only the one web link is a link; each refused one left its words, as text.
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.mn" onmouseover="alert(1)',
    ]);
    const items = [...root.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual(refused.map((link) => `words of ${link}`));
    expect(items.map((li) => li.childElementCount)).toEqual(refused.map(() => 0));
    expect(root.querySelector('p')?.textContent).toBe('<script>alert(1)</script>"><img src=x onerror=alert(1)>');
  });
});
