/** The fields of an office page's form as it shows them (inputs, chosen options, text areas), to post back. */
export function formOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    if (name !== '_csrf') fields[name] = value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  for (const [, name = '', value = ''] of html.matchAll(
    /<select[^>]*name="([^"]+)"[^>]*>[\s\S]*?<option[^>]*value="([^"]*)"[^>]*selected/g,
  )) {
    fields[name] = value;
  }
  for (const [, name = '', value = ''] of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) {
    fields[name] = value;
  }
  return fields;
}
