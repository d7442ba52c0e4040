import request from 'supertest';
import type { Express } from 'express';

export interface CsrfSession {
  cookie: string;
  token: string;
}

/** Loads a page as a browser would and keeps the cookies and token it was given. */
export async function startSession(app: Express): Promise<CsrfSession> {
  const res = await request(app).get('/');
  const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pairs = setCookies.map((line) => line.split(';')[0] ?? '');
  const token = pairs.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: pairs.join('; '), token: decodeURIComponent(token) };
}
