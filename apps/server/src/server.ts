import { buildApp } from './app';
import { createDeps } from './app-deps';
import { loadConfig } from './platform/config/config';
import { loadSecretKey } from './platform/config/secret-key';
import { openDatabase } from './platform/db/client';

/** Starts the whole system on its configuration: database, broker, simulator, HTTP. */
async function main() {
  const config = loadConfig();
  const secretKey = loadSecretKey(config.SECRET_KEY, config.dataDir);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const deps = createDeps({ config, database, secretKey });
  const app = await buildApp(deps, { logger: { level: config.LOG_LEVEL } });
  await app.listen({ port: config.PORT, host: config.HOST });

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
