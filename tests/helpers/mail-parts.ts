import { bodyText } from './fake-smtp.ts';

// The parts of a multipart e-mail as the fake SMTP server took it (an e-mail with a file attached): each part's
// head and its decoded bytes, its text read as bodyText() reads a single-part message.

export interface MailPart {
  head: string;
  /** The part's file name, for an attachment. */
  filename?: string;
  bytes: Buffer;
  text: string;
}

export function mailParts(raw: string): MailPart[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => chunk.replace(/^\r\n/, ''))
    .map((part) => {
      const [head = '', ...rest] = part.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n').replace(/\r\n$/, '');
      const isBase64 = /Content-Transfer-Encoding:\s*base64/i.test(head);
      const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1];
      return {
        head,
        ...(filename ? { filename } : {}),
        bytes: isBase64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body),
        text: bodyText(part),
      };
    });
}
