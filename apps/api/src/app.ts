import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from '@commonpurse/db';
import { PRODUCT_NAME, SIMULATION_LIMITS } from '@commonpurse/domain';
import type { AppConfig } from './config.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installForbiddenCharacters } from './http/forbidden-characters.ts';
import { installPathNotFound } from './http/path-ids.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id.ts';
import { recordRouteTable } from './http/route-table.ts';
import { DOCS_DIRECTIVES, serializePolicy } from './http/security-headers/policies.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { ballotRoutes } from './modules/ballots/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { impersonationRoutes } from './modules/impersonation/routes.ts';
import { meetingRoutes } from './modules/meetings/routes.ts';
import { passwordRoutes } from './modules/passwords/routes.ts';
import { publicRoutes } from './modules/public/routes.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import { simulationRoutes } from './modules/simulations/routes.ts';
import { questionRoutes } from './modules/questions/routes.ts';
import { reportingRoutes } from './modules/reporting/routes.ts';
import { resultsRoutes } from './modules/results/routes.ts';
import { impactRoutes } from './modules/impacts/routes.ts';
import { tourRoutes } from './modules/tour/routes.ts';
import { stockPhotoRoutes } from './modules/stock-photos/routes.ts';
import { createUnsplashProvider } from './modules/stock-photos/unsplash.ts';
import { structureRoutes } from './modules/structure/routes.ts';
import { receiptStructureRoutes } from './modules/receipts/structure-routes.ts';
import { analyticsRollupsPlugin } from './plugins/analytics-rollups.ts';
import { auditPlugin } from './plugins/audit.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { authPlugin } from './plugins/auth.ts';
import { configPlugin } from './plugins/config.ts';
import { databasePlugin } from './plugins/database.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { redisPlugin } from './plugins/redis.ts';
import { previewTokensPlugin } from './plugins/preview-tokens.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { locateStaticSites, staticSitesPlugin, type StaticSites } from './plugins/static-sites.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened (and closed) by the caller: main.ts, a CLI or a test. */
  database: Database;
  /** Where the built front ends are; found from the repository layout when omitted. */
  staticSites?: StaticSites;
  /** Where log lines go instead of stdout (tests read a server fault's error from here). */
  logStream?: { write(line: string): void };
}

const DOCS_PREFIX = '/docs';

/** A hop count becomes the equivalent function (Fastify's types accept no number). */
const trustProxyOption = (value: AppConfig['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** The whole server, loaded in a fixed order: external plugins, app plugins, error handling, routes. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  recordRouteTable(app);
  // First, so its hooks reach every route (swagger-ui's included).
  await app.register(securityHeadersPlugin, { config });
  // Before every route too: it compresses through a hook it adds to each route as it is declared.
  await app.register(compressionPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(formbody);
  // One file per request; each upload route sets its own size limit (this is the largest).
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fileSize: SIMULATION_LIMITS.headerImageMaxBytes },
  });
  await app.register(redisPlugin, { url: config.redisUrl });
  // With Redis the counters are shared by every process (the 11th attempt is refused whichever process
  // answers); if Redis fails mid-request the limit is skipped rather than the request refused.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis && {
      redis: app.redis,
      nameSpace: `${config.redisKeyPrefix}rate-limit:`,
      skipOnError: true,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createJsonSchemaTransform({ skipList: [DOCS_PREFIX, `${DOCS_PREFIX}/*`] }),
  });
  // Its own CSP, for its routes only (decision 0543).
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: serializePolicy(DOCS_DIRECTIVES) });

  await app.register(configPlugin, { config });
  await app.register(lifecyclePlugin);
  await app.register(databasePlugin, { database });
  await app.register(mailerPlugin);
  await app.register(analyticsRollupsPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(authPlugin);
  await app.register(auditPlugin);
  await app.register(previewTokensPlugin);
  await app.register(uploadsPlugin);

  installErrorHandler(app);
  installPathNotFound(app);
  installForbiddenCharacters(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(impersonationRoutes);
  await app.register(passwordRoutes);
  await app.register(accountRoutes);
  await app.register(clientRoutes);
  await app.register(integrationRoutes);
  await app.register(simulationRoutes);
  await app.register(receiptRoutes);
  await app.register(meetingRoutes);
  await app.register(structureRoutes);
  await app.register(receiptStructureRoutes);
  await app.register(questionRoutes);
  await app.register(impactRoutes);
  await app.register(tourRoutes);
  await app.register(resultsRoutes);
  await app.register(ballotRoutes);
  await app.register(analyticsRoutes);
  await app.register(reportingRoutes);
  await app.register(auditRoutes);
  await app.register(publicRoutes);
  await app.register(stockPhotoRoutes, {
    provider: config.unsplashAccessKey
      ? createUnsplashProvider({ accessKey: config.unsplashAccessKey })
      : null,
  });
  await app.register(staticSitesPlugin, { sites: options.staticSites ?? locateStaticSites() });

  return app;
}
