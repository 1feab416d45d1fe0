import { dropDatabase } from './database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DATABASE_NAME;
  if (name && process.env.KEEP_TEST_DATABASE !== '1') await dropDatabase(name);
}
