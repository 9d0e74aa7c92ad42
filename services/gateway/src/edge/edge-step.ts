import type { IncomingMessage, ServerResponse } from 'node:http';

export type Next = (error?: unknown) => void;

/**
 * One edge step (rule), written against plain `node:http` objects in express's middleware shape:
 * the hot path calls it directly (hot-path/step-chain.ts), and the express app registers the very
 * same function with `app.use`.
 */
export type EdgeStep = (req: IncomingMessage, res: ServerResponse, next: Next) => unknown;
