import { randomFillSync } from 'node:crypto';

/** Random bytes fetched 4 KiB at a time: one system call per 256 trace ids instead of one per id. */
const pool = Buffer.alloc(4096);
let used = pool.length;
const zeros: Record<number, string> = { 8: '0'.repeat(16), 16: '0'.repeat(32) };

function randomHex(bytes: number): string {
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const id = pool.toString('hex', used, used + bytes);
  used += bytes;
  // All zero is not a valid id (W3C Trace Context); one in 2^64 at worst, drawn again.
  return id === zeros[bytes] ? randomHex(bytes) : id;
}

/** A new trace id: 16 random bytes as 32 lower-case hex digits. */
export const newTraceId = () => randomHex(16);

/** A new span id: 8 random bytes as 16 lower-case hex digits. */
export const newSpanId = () => randomHex(8);
