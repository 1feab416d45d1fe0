/**
 * @jan-seva/schemes is one package for the API and the console; its catalogue loader (seed
 * only) reads files with node:fs and node:path. The console never calls it, but Vite's dev
 * server would evaluate those imports in the browser and fail, so vite.config.ts points both
 * modules here: the names the loader imports, failing loudly if ever called in a browser.
 */
const unavailable =
  (name: string) =>
  (..._args: unknown[]): never => {
    throw new Error(`${name} is not available in the browser`);
  };

export const existsSync = unavailable('fs.existsSync');
export const readFileSync = unavailable('fs.readFileSync');
export const readdirSync = unavailable('fs.readdirSync');
export const dirname = unavailable('path.dirname');
export const join = unavailable('path.join');
