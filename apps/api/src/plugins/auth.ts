import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { resolveSession } from '../modules/auth/service.ts';
import type { AuthContext, SessionContext } from '../modules/auth/session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook for tenant-scoped routes: a live session inside a client the user manages. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook for routes that only need a live session (logout). */
    authenticateSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('auth', null);

    const loadSession = async (request: FastifyRequest, reply: FastifyReply) => {
      // What a signed-in caller reads is private, and some of it secret (the reporting token): no cache
      // on the way may keep it.
      reply.header('cache-control', 'no-store');
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const resolved = token ? await resolveSession(app.db, token) : null;
      if (!resolved) throw AppError.unauthenticated();
      const { clientId, ...session } = resolved;
      request.session = session;
      return { session, clientId };
    };

    app.decorate('authenticateSession', async (request: FastifyRequest, reply: FastifyReply) => {
      await loadSession(request, reply);
    });

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const { session, clientId } = await loadSession(request, reply);
      if (clientId === null) throw AppError.forbidden(API_MESSAGES.noPublisher);
      request.auth = { ...session, clientId };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** The caller of a route guarded by `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthenticated();
  return request.auth;
}

/** The caller of a route guarded by `authenticateSession`. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw AppError.unauthenticated();
  return request.session;
}
