import type { ReactNode } from 'react';
import { isSafeHref } from '#shared/rich-text.ts';
import type { RichBlock, RichInline, RichText as RichTextDoc } from '#shared/rich-text.ts';

// Renders the tree the server parsed (server/content/markup.ts) as React elements, so every text is escaped and
// no HTML string is trusted. Islands use it too: it stays this small and never imports the parser.

function inline(node: RichInline, key: number): ReactNode {
  if ('text' in node) return node.text;
  if ('br' in node) return <br key={key} />;
  if ('strong' in node) return <strong key={key}>{node.strong.map(inline)}</strong>;
  if ('em' in node) return <em key={key}>{node.em.map(inline)}</em>;
  const children = node.children.map(inline);
  // The server keeps only these schemes; checked again here, in case a tree comes from elsewhere: else just the words.
  if (!isSafeHref(node.link)) return children;
  // Office texts link to other sites: no ranking passed on, no window handle or referrer given.
  const rel = /^https?:/i.test(node.link.trim()) ? 'nofollow noopener noreferrer' : undefined;
  return (
    <a key={key} href={node.link} rel={rel}>
      {children}
    </a>
  );
}

function item(line: RichInline[], key: number): ReactNode {
  return <li key={key}>{line.map(inline)}</li>;
}

function block(node: RichBlock, key: number): ReactNode {
  if ('p' in node) return <p key={key}>{node.p.map(inline)}</p>;
  if ('ul' in node) return <ul key={key}>{node.ul.map(item)}</ul>;
  return (
    <ol key={key} start={node.start}>
      {node.ol.map(item)}
    </ol>
  );
}

export function RichText({ doc, className }: { doc: RichTextDoc; className?: string }) {
  return <div className={className}>{doc.map(block)}</div>;
}
