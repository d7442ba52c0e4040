// `npm run webhook -- test` (docs/webhook.md, "Testing it"): a test event queued and delivered once to the
// receiver, its answer printed; exit 0 on a 2xx, 69 otherwise, 78 without a webhook configured.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { verifySignature } from '../../docs/examples/webhook-receiver.mjs';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/webhook.ts');
const SECRET = 'webhook-secret-for-the-tests-0123456789';

let receiver: WebhookReceiver;
let dataDir: string;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.reset();
  dataDir = mkdtempSync(path.join(tmpdir(), 'webhook-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function webhookCommand(env: Record<string, string>, ...args: string[]) {
  const base = { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '', ...env };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT, ...args], { env: base });
    return { code: 0, stdout, stderr };
  } catch (err) {
    return err as { code: number; stdout: string; stderr: string };
  }
}

const configured = () => ({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });

it('delivers a signed test event and exits 0 when the receiver takes it', async () => {
  const { code, stdout } = await webhookCommand(configured(), 'test');
  expect(code).toBe(0);
  expect(stdout).toMatch(new RegExp(`^Test event [\\w-]{36} delivered to ${receiver.host}: HTTP 200\\n$`));
  const [post] = receiver.posts;
  expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ version: 1, type: 'test' });
  expect(verifySignature(SECRET, post?.headers['webhook-signature'], post?.body ?? '')).toBe(true);
});

it('exits 69 with the receiver’s answer when it refuses, and 78 without a webhook', async () => {
  receiver.settings.always = { status: 503 };
  const refused = await webhookCommand(configured(), 'test');
  expect(refused.code).toBe(69);
  expect(refused.stderr).toContain('not delivered');
  expect(refused.stderr).toContain('HTTP 503');
  const off = await webhookCommand({}, 'test');
  expect(off.code).toBe(78);
  expect(off.stderr).toContain('WEBHOOK_URL');
});
