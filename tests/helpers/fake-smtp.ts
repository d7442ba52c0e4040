import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  /** Every message accepted (answered 250), in order. */
  messages: ReceivedMail[];
  port: number;
  /**
   * The next message from `sender` is read but never answered, as if the server stalled: the sender is left
   * waiting, and the message does not count as delivered. Resolves once that message has arrived.
   */
  holdNextFrom(sender: string): Promise<void>;
  close(): Promise<void>;
}

/** A fake SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const holds = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const held = holds.get(from);
        if (held) {
          holds.delete(from);
          held();
          return; // no answer: the sender waits until it gives up or dies
        }
        messages.push({
          from,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    messages,
    port: (server.server.address() as AddressInfo).port,
    holdNextFrom: (sender) => new Promise<void>((resolve) => holds.set(sender, resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text body of a single-part message. */
export function bodyText(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

/** The enquiry id an office notification is about, from its subject ("Website enquiry #12 (contact)"). */
export function notifiedEnquiryId(mail: ReceivedMail): number | undefined {
  const match = /^Subject: Website enquiry #(\d+) /m.exec(mail.raw);
  return match ? Number(match[1]) : undefined;
}
