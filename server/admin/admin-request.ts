import type { Request, Response } from 'express';
import { single } from './edit-notices.ts';
import { signedIn } from './admin-csrf.ts';

// What every office route reads of its request: who is signed in, and which revision a posted form was read at.

/** The signed-in account's login ('' when none: the role checks refuse those first). */
export const login = (res: Response) => signedIn(res)?.login ?? '';

/** The revision the posted form was read at; -1 (never the latest, so refused as stale) when it names none. */
export function baseRevision(req: Request): number {
  const value = Number(single(req.body?.revision));
  return Number.isSafeInteger(value) && value >= 0 ? value : -1;
}

/** One input of a posted form (or of a stored draft of one) as a string: '' when absent or repeated. */
export const posted = (body: unknown, name: string): string =>
  typeof body === 'object' && body !== null ? single(Reflect.get(body, name)) : '';
