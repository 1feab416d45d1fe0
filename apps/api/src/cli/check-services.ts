import { loadConfig } from '../config/config';
import { checkConnectivity } from '../database/connectivity';
import { exitWithConfigProblems } from './cli-support';

/** First step of `npm start`: configuration valid, PostgreSQL and Redis answering — or one line each saying why. */
async function main(): Promise<void> {
  const config = exitWithConfigProblems(loadConfig);
  const problems = await checkConnectivity(config.DATABASE_URL.replace(/\/[^/?]*(\?|$)/, '/postgres$1'), config.REDIS_URL);
  if (problems.length > 0) {
    problems.forEach((problem) => console.error(problem));
    process.exit(69);
  }
}

void main();
