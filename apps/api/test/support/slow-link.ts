import { connect, createServer, type Socket } from 'node:net';

export interface SlowLink {
  /** The port to connect to instead of the target's. */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A TCP relay to 127.0.0.1:targetPort that holds everything the target sends for `delayMs` before passing
 * it on, in order; what the client sends goes through at once. Between a server and its PostgreSQL it makes
 * every answer and every notification late, as a busy network would.
 */
export async function startSlowLink(targetPort: number, delayMs: number): Promise<SlowLink> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream);
    // Each chunk leaves delayMs after it came: a constant delay keeps them in order.
    upstream.on('data', (chunk) => setTimeout(() => client.write(chunk), delayMs));
    upstream.on('end', () => setTimeout(() => client.end(), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
