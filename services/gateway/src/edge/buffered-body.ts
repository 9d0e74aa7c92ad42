import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasBody } from '@cs/service-kit';
import type { EdgeStep } from './edge-step';
import { answerProblem } from './edge-headers';

/** The complete body of a request, received by the gateway before the service is called. */
const bufferedBody = Symbol('bufferedBody');
type BufferedRequest = IncomingMessage & { [bufferedBody]?: Buffer };

export interface BodyLimits {
  /** Largest body in bytes (413 above). */
  limit: number;
  /** Time to receive the whole body, from the moment the gateway starts reading it (408 after). */
  timeoutMs: number;
}

/** Answers and closes the connection: the rest of the body is never read. */
function refuse(res: ServerResponse, status: number, code: string, detail: string) {
  if (res.headersSent) return void res.destroy();
  res.setHeader('connection', 'close');
  answerProblem(res, status, code, detail);
}

/**
 * Receives a request body completely before the request goes to a service (request buffering, as
 * nginx's `proxy_request_buffering`). A client that sends its body slowly then holds only its own
 * socket at the gateway — never one of the pooled connections to a service, which are shared by all
 * clients (the cause of the stall in issue 11: 1 000 trickling bodies held the 512 sockets of the
 * pool and every other request to that service queued behind them). The whole body must arrive
 * within `timeoutMs` (408 `REQUEST_TIMEOUT`) and within `limit` bytes (413, counted as it arrives,
 * so chunked bodies too). Requests without a body pass straight through.
 */
export function bufferBody({ limit, timeoutMs }: BodyLimits): EdgeStep {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onError);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        finish();
        return refuse(res, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes.`);
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      finish();
      (req as BufferedRequest)[bufferedBody] = Buffer.concat(chunks, received);
      // The body is here: the service has nothing to confirm. (http-proxy would also skip its
      // `proxyReq` event for a request with `Expect`, and the body would never be written.)
      delete req.headers.expect;
      next();
    };
    const onError = () => finish(); // the client went away; nothing to answer
    const timer = setTimeout(() => {
      finish();
      req.pause();
      refuse(res, 408, 'REQUEST_TIMEOUT', `The request body did not arrive within ${timeoutMs} ms.`);
    }, timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onError); // closed before its end: the client went away
  };
}

/** The body received at the edge, sent to the service in one piece with a `Content-Length` (whatever framing the client used); `undefined` for a request without one. */
export const bufferedBodyOf = (req: IncomingMessage): Buffer | undefined => (req as BufferedRequest)[bufferedBody];
