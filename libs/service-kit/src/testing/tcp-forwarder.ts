import net from 'node:net';

export interface TcpForwarder {
  /** Where the forwarder listens (127.0.0.1) once open: a port nothing else took. */
  port: number;
  /** Starts listening; each connection is then forwarded to the target. Can be called again after `close`. */
  open(): Promise<void>;
  /** Stops listening and cuts every forwarded connection, as a server that went away. */
  close(): Promise<void>;
}

/**
 * A TCP forwarder in front of a real server (PostgreSQL, NATS) for tests of what a service does while
 * that server is not there: nothing listens at `port` until `open()`; `close()` cuts it off again.
 */
export async function tcpForwarder(target: { host: string; port: number }): Promise<TcpForwarder> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    open.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  return {
    port,
    open: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
