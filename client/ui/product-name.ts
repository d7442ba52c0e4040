// Product names carry sizes ("9 7/8″", "251 мм", "203 × 19 × 1830 мм"). Shown in a narrow card, a line must
// not break inside one: the spaces within a size become no-break spaces. Display only: the name is stored,
// searched and sent in enquiries as written.
const NBSP = '\u00a0';
const UNIT = String.raw`(?:мм|mm|см|cm|м|m|т|t|кг|kg|Вт|W)(?![\p{L}\d])`;
const INSIDE_SIZE = new RegExp(String.raw`(?<=\d) (?=\d+/\d)|(?<=\d) (?=${UNIT})|(?<=\d) (?=×)|(?<=×) (?=\d)`, 'gu');

export function unbreakableSizes(name: string): string {
  return name.replace(INSIDE_SIZE, NBSP);
}
