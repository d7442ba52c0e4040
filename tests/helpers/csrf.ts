import request from 'supertest';
import type { Express } from 'express';
import { CSRF_SESSION_PATH } from '#shared/constants.ts';

export interface CsrfSession {
  cookie: string;
  token: string;
}

/** Asks for a session as a page's script does before its first post, and keeps the cookies and token it was given. */
export async function startSession(app: Express): Promise<CsrfSession> {
  const res = await request(app).get(CSRF_SESSION_PATH);
  const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pairs = setCookies.map((line) => line.split(';')[0] ?? '');
  const token = pairs.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: pairs.join('; '), token: decodeURIComponent(token) };
}
