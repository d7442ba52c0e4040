import net, { type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createMailer } from '#server/services/mailer.ts';

const servers: net.Server[] = [];
const sockets: net.Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  return Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An SMTP server on 127.0.0.1 that greets with `talk` and never says anything useful. */
async function smtpServer(talk: (socket: net.Socket) => void): Promise<string> {
  const server = net.createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    talk(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const message = { to: ['office@example.mn'], subject: 'Enquiry', text: 'Hello' };

describe("the SMTP server's replies", () => {
  it('are refused past their size cap: a greeting that never ends fails the send', async () => {
    const url = await smtpServer((socket) => {
      const chunk = '2'.repeat(16 * 1024);
      const pump = () => !socket.destroyed && socket.write(chunk) && setImmediate(pump);
      socket.on('drain', pump);
      pump();
    });
    const mailer = createMailer({ smtpUrl: url, from: 'site@example.mn' });
    await expect(mailer.send(message)).rejects.toThrow('Server response exceeds maximum allowed size');
    mailer.close();
  });

  it('that drip a byte at a time fail the send at its time cap', async () => {
    const url = await smtpServer((socket) => {
      const drip = setInterval(() => socket.write('2'), 100);
      socket.on('close', () => clearInterval(drip));
    });
    const mailer = createMailer({ smtpUrl: url, from: 'site@example.mn', sendAtMostMs: 1_500 });
    await expect(mailer.send(message)).rejects.toThrow('SMTP send took over 1500 ms');
    mailer.close();
  });
});
