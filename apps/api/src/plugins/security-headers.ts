import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { budgets, clients } from '@commonpurse/db';
import type { AppConfig } from '../config.ts';
import { externalOriginsOf } from '../http/security-headers/external-origins.ts';
import {
  consoleDirectives,
  publicPageDirectives,
  serializePolicy,
} from '../http/security-headers/policies.ts';

/** A year; no includeSubDomains or preload: other sites under the same domain are not ours to force. */
const HSTS = 'max-age=31536000';

type PageClient = Pick<
  typeof clients.$inferSelect,
  'public_frame_ancestors' | 'meta_pixel_id' | 'google_translate_id'
>;
type PageBudget = Pick<typeof budgets.$inferSelect, 'use_meta_pixel' | 'use_google_translate'>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sets a resident's page's CSP and framing headers: the client's allowed framing origins and the
     * third-party origins its page switched on; null (an unavailable page) allows neither.
     */
    setPublicPageHeaders(reply: FastifyReply, page: { client: PageClient; budget: PageBudget } | null): void;
  }
}

const present = (value: string | null) => value !== null && value.trim() !== '';

/**
 * Security headers on every response (decisions 0540-0544): @fastify/helmet with the console's CSP as
 * the default, HSTS only over TLS, and the residents' pages' own CSP per response. Registered before
 * every route so no route escapes its hooks.
 */
export const securityHeadersPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const origins = externalOriginsOf(config);
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: consoleDirectives(origins) },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // request.protocol is 'https' over TLS, or behind a trusted proxy that says X-Forwarded-Proto: https.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });

    app.decorate('setPublicPageHeaders', (reply: FastifyReply, page) => {
      const frameAncestors = page?.client.public_frame_ancestors ?? [];
      const features = {
        metaPixel: page !== null && page.budget.use_meta_pixel && present(page.client.meta_pixel_id),
        googleTranslate:
          page !== null && page.budget.use_google_translate && present(page.client.google_translate_id),
      };
      reply.header(
        'content-security-policy',
        serializePolicy(publicPageDirectives(origins, { frameAncestors, features })),
      );
      // X-Frame-Options cannot name origins: with an allow-list, frame-ancestors alone decides.
      if (frameAncestors.length > 0) reply.removeHeader('x-frame-options');
    });
  },
  { name: 'security-headers' },
);
