import { PRODUCT_NAME } from '@commonpurse/domain';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openSeeded } from './startup/database.ts';
import { demoLoginLines, seedDemoDataIfEmpty } from './startup/demo-logins.ts';
import { scaleOutNotes } from './startup/scale-out-notes.ts';
import { startupFailure } from './startup/startup-failure.ts';

async function main() {
  const config = loadConfig();
  // Processes starting together on one PostgreSQL database seed it once (the others find it seeded).
  const { database, seeded } = await openSeeded(
    config,
    config.seedDemoData ? (opened) => opened.exclusively(() => seedDemoDataIfEmpty(opened, config)) : null,
  );
  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }

  const logins = await demoLoginLines(config);
  console.info(`\n${PRODUCT_NAME} is running at ${config.appBaseUrl}`);
  if (seeded) console.info('Demo data was created. Sign in with:');
  else if (logins) console.info('Demo logins (as created with the demo data):');
  if (logins) console.info(`${logins}\n`);
  for (const note of scaleOutNotes(config)) app.log.warn(note);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (config.shutdownDrainMs > 0) {
      // Still serving, but /readyz fails: the load balancer stops sending requests here before any is
      // refused (decision 0575).
      app.lifecycle.draining = true;
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: /readyz answers 503');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down: new requests get 503, in-flight ones finish');
    // A request that never ends must not keep a rolling restart waiting for ever.
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(startupFailure(error));
  process.exit(1);
});
