// The types of webhook-receiver.mjs, for the site's tests, which verify each delivery with it.
import type { Server } from 'node:http';

export const REPLAY_WINDOW_SECONDS: number;
export function verifySignature(secret: string, header: unknown, rawBody: string, nowSeconds?: number): boolean;
export function createReceiver(secret: string, onEvent?: (event: { id: string; type: string }) => void): Server;
