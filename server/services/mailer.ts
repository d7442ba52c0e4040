import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: readonly string[];
  subject: string;
  text: string;
  /** The same as `text`, in HTML (every value in it escaped by its writer). */
  html?: string;
  replyTo?: { name: string; address: string };
  /** Header fields of its own, e.g. a newsletter e-mail's List-Unsubscribe (RFC 8058). */
  headers?: Readonly<Record<string, string>>;
  /** Files sent with it (a quotation's PDF). */
  attachments?: ReadonlyArray<{ filename: string; content: Uint8Array; contentType: string }>;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects with nodemailer's error otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// Short time-outs: a stalled SMTP server must not hold the outbox worker (or shutdown) for minutes; a message
// that times out is simply retried later. The server's replies are capped in size (one reply is a few lines).
const LIMITS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  maxResponseSize: 64 * 1024,
};
// ...and a whole send in time: a server dripping a byte now and then never trips the socket's idle time-out.
// OUTBOX_CLAIM_MS must outlast it.
export const SEND_AT_MOST_MS = 50_000;

/** An SMTP mailer from a URL such as smtp://user:pass@mail.example.mn:587 or smtps://…:465. */
export function createMailer({
  smtpUrl,
  from,
  sendAtMostMs = SEND_AT_MOST_MS,
}: {
  smtpUrl: string;
  from: string;
  sendAtMostMs?: number;
}): Mailer {
  const transport = createTransport({ url: smtpUrl, ...LIMITS });
  return {
    async send({ to, subject, text, html, replyTo, headers, attachments }) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`SMTP send took over ${sendAtMostMs} ms`)), sendAtMostMs);
      });
      try {
        await Promise.race([
          transport.sendMail({
            from,
            // Address objects, never strings: nodemailer reads a comma in a string as another recipient.
            to: to.map((address) => ({ name: '', address })),
            subject,
            text,
            ...(html ? { html } : {}),
            ...(replyTo ? { replyTo } : {}),
            ...(headers ? { headers: { ...headers } } : {}),
            ...(attachments
              ? { attachments: attachments.map((file) => ({ ...file, content: Buffer.from(file.content) })) }
              : {}),
          }),
          deadline,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transport.close();
    },
  };
}
