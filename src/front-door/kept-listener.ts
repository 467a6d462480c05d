import type { Server } from 'node:net';

/**
 * The listening socket outlives the server process. The first server process under the supervisor opens the port
 * itself and hands a copy of the socket to the supervisor, which keeps it without ever accepting on it (a raw handle:
 * nothing polls it). When the server process dies, the kernel keeps the port open through that copy and queues new
 * connections in its backlog; the replacement is given the same socket and accepts them. A restart therefore delays
 * clients by the time the new process needs to start (about a second), and refuses none. (Node's cluster module closed
 * the port with its last worker, so every restart refused connections for that second.)
 */

/** The server asks whether the supervisor holds the site's socket already. */
export const ASK_FOR_SOCKET = 'site:socket?';
/** The supervisor's answer: the socket rides along as the message's handle, or is absent (open the port yourself). */
export const HERE_IS_THE_SOCKET = 'site:socket';
/** The server hands its freshly opened socket to the supervisor to keep. */
export const KEEP_THE_SOCKET = 'site:keep-socket';
/** Set by the supervisor in its server process's environment. */
export const SUPERVISED_ENV = 'SITE_SUPERVISED';

interface SocketMessage {
  cmd?: unknown;
}

/** The socket's raw handle (Node's TCP wrap); sent as a handle, the receiver gets it as is, not a polling server. */
function rawHandle(server: Server): unknown {
  return (server as unknown as { _handle: unknown })._handle;
}

function listening(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Listens on host:port, or, under the supervisor, on the socket it keeps (the port as a previous server process
 * opened it). Resolves once the server accepts connections.
 */
export async function listenKept(server: Server, port: number, host: string): Promise<void> {
  const send = process.send?.bind(process);
  if (!send || process.env[SUPERVISED_ENV] !== '1') {
    const ready = listening(server);
    server.listen(port, host);
    return ready;
  }
  const kept = await new Promise<unknown>((resolve) => {
    const onMessage = (message: SocketMessage, handle: unknown) => {
      if (message?.cmd !== HERE_IS_THE_SOCKET) return;
      process.off('message', onMessage);
      resolve(handle);
    };
    process.on('message', onMessage);
    send({ cmd: ASK_FOR_SOCKET });
  });
  const ready = listening(server);
  if (kept) server.listen(kept as never);
  else server.listen(port, host);
  await ready;
  if (!kept) send({ cmd: KEEP_THE_SOCKET }, rawHandle(server) as never, { keepOpen: true });
}
