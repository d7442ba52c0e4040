import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

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
   * waiting, and the message does not count as delivered. Resolves with it once it has arrived.
   */
  holdNextFrom(sender: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

interface Envelope {
  from: string;
  to: string[];
}

const address = (argument: string) => /<([^>]*)>/.exec(argument)?.[1] ?? '';

/**
 * A fake SMTP server on 127.0.0.1 that keeps every message it accepts. A few lines of the protocol (what
 * nodemailer speaks without TLS or AUTH) rather than the smtp-server package, which waits 100 ms before each
 * greeting to catch early talkers: too slow for tests that send a thousand messages.
 */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const holds = new Map<string, (mail: ReceivedMail) => void>();
  const sockets = new Set<Socket>();

  function serve(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy()); // a client that died mid-message
    let envelope: Envelope = { from: '', to: [] };
    let data: string[] | undefined;
    let pending = '';
    const reply = (line: string) => void socket.write(`${line}\r\n`);

    function accept(lines: string[]): void {
      const mail = {
        ...envelope,
        raw: lines.map((line) => (line.startsWith('..') ? line.slice(1) : line)).join('\r\n'),
      };
      envelope = { from: '', to: [] };
      const held = holds.get(mail.from);
      if (held) {
        holds.delete(mail.from);
        held(mail);
        return; // no answer: the sender waits until it gives up or dies
      }
      messages.push(mail);
      reply('250 2.0.0 accepted');
    }

    function command(line: string): void {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250-fake\r\n250 8BITMIME');
      if (verb === 'MAIL') return void ((envelope = { from: address(line), to: [] }), reply('250 2.1.0 ok'));
      if (verb === 'RCPT') return void (envelope.to.push(address(line)), reply('250 2.1.5 ok'));
      if (verb === 'DATA') return void ((data = []), reply('354 end with <CRLF>.<CRLF>'));
      if (verb === 'RSET') return void ((envelope = { from: '', to: [] }), reply('250 2.0.0 ok'));
      if (verb === 'NOOP') return reply('250 2.0.0 ok');
      if (verb === 'QUIT') return void socket.end('221 2.0.0 bye\r\n');
      reply('502 5.5.2 not implemented');
    }

    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      let end: number;
      while ((end = pending.indexOf('\r\n')) !== -1) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (!data) command(line);
        else if (line !== '.') data.push(line);
        else {
          const lines = data;
          data = undefined;
          accept(lines);
        }
      }
    });
    reply('220 fake ESMTP');
  }

  const server: Server = createServer(serve);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    messages,
    port: (server.address() as AddressInfo).port,
    holdNextFrom: (sender) => new Promise<ReceivedMail>((resolve) => holds.set(sender, resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The decoded text body of a single-part message. */
export function bodyText(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  // A literal % is escaped first: the text's own "12 %" is no escape.
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

/** The enquiry id an office notification is about, from its subject ("Website enquiry #12 (contact)"). */
export function notifiedEnquiryId(mail: ReceivedMail): number | undefined {
  const match = /^Subject: Website enquiry #(\d+) /m.exec(mail.raw);
  return match ? Number(match[1]) : undefined;
}
