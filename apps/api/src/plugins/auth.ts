import type { FastifyRequest } from 'fastify';
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
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook for routes that only need a live session (logout). */
    authenticateSession(request: FastifyRequest): Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('auth', null);

    const loadSession = async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const resolved = token ? await resolveSession(app.db, token) : null;
      if (!resolved) throw AppError.unauthenticated();
      const { clientId, ...session } = resolved;
      request.session = session;
      return { session, clientId };
    };

    app.decorate('authenticateSession', async (request: FastifyRequest) => {
      await loadSession(request);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const { session, clientId } = await loadSession(request);
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
