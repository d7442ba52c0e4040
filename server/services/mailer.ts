import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: readonly string[];
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects with nodemailer's error otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// Short time-outs: a stalled SMTP server must not hold the outbox worker (or shutdown) for minutes;
// a message that times out is simply retried later.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** An SMTP mailer from a URL such as smtp://user:pass@mail.example.mn:587 or smtps://…:465. */
export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send({ to, subject, text, replyTo }) {
      await transport.sendMail({ from, to: [...to], subject, text, ...(replyTo ? { replyTo } : {}) });
    },
    close() {
      transport.close();
    },
  };
}
