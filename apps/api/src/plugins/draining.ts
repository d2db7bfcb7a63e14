import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment shutdown begins: /api/health answers 503 so load balancers stop sending. */
    readonly draining: boolean;
    /** Starts draining (server.ts calls it on SIGTERM, a moment before app.close()). */
    startDraining(): void;
  }
}

/** How long a connection with no request in progress is left open once draining, in case one is on its way. */
const IDLE_GRACE_MS = 1_000;
const SWEEP_EVERY_MS = 50;

/**
 * Shutting down without resetting anyone. Node's server.close() (and Fastify's close) destroy every
 * connection with no request in progress at once, and that includes connections accepted a moment
 * ago whose request has not been read yet: their clients see a reset. Here, while draining:
 * - every answer carries `Connection: close`, so a connection ends after its request;
 * - a connection with nothing in progress is closed only after IDLE_GRACE_MS with nothing arriving
 *   (counted from when draining began or its last answer, whichever is later).
 */
export function registerDraining(app: FastifyInstance): void {
  let drainingSince: number | undefined;
  const connections = new Map<Socket, { active: number; idleSince: number }>();

  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }, response: { once(event: 'close', listener: () => void): void }) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.active += 1;
    response.once('close', () => {
      state.active -= 1;
      state.idleSince = Date.now();
    });
  });
  // Idle connections are closed by the sweep below, after their grace, not all at once.
  app.server.closeIdleConnections = () => {};

  function sweep() {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.active === 0 && now - Math.max(state.idleSince, drainingSince!) >= IDLE_GRACE_MS) socket.destroy();
    }
  }

  function startDraining() {
    if (drainingSince !== undefined) return;
    drainingSince = Date.now();
    const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
    sweeper.unref();
    app.server.once('close', () => clearInterval(sweeper));
  }

  app.decorate('draining', { getter: () => drainingSince !== undefined });
  app.decorate('startDraining', startDraining);
  app.addHook('preClose', async () => startDraining());
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drainingSince !== undefined) reply.header('connection', 'close');
    done(null, payload);
  });
}
