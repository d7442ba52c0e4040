// Where a rendered page's islands are: the [start, end) offsets of each <div data-island> element, from its
// start tag to the end of its closing tag (client/islands/island.tsx renders every island as one such div, and
// React escapes < and > inside attribute values, so tags can be told apart by their brackets).

const ISLAND_START = /<div\b[^>]*\sdata-island="/g;

export function islandSpans(html: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const start of html.matchAll(ISLAND_START)) {
    const divTags = /<(\/?)div\b[^>]*>/g;
    divTags.lastIndex = start.index;
    let depth = 0;
    for (let tag = divTags.exec(html); tag; tag = divTags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        spans.push([start.index, tag.index + tag[0].length]);
        break;
      }
    }
  }
  return spans;
}
