import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF's text as a reader gets it (pdfjs-dist, Mozilla's PDF.js, its legacy build for Node): one string a page,
// the text items in their order, a line's items joined by one space. Proves the text is real text, not drawn.

export async function pdfTextPages(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
    pages.push(text.replace(/[ \t]+/g, ' '));
  }
  await task.destroy();
  return pages;
}
