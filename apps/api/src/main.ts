import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { checkConnectivity } from './database/connectivity';
import { createApp } from './create-app';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const problems = await checkConnectivity(config.DATABASE_URL, config.REDIS_URL);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(69); // EX_UNAVAILABLE
  }
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
  console.error(`Jan Seva Portal API listening on http://localhost:${config.PORT} (portal /, admin /admin, docs /api/docs)`);
}

void main();
