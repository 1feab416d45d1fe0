/** One problem in one catalogue file: the file name, the field's dotted path and why. */
export interface CatalogueProblem {
  file: string;
  path: string;
  message: string;
}

export const formatProblem = ({ file, path, message }: CatalogueProblem): string =>
  path ? `${file}: ${path}: ${message}` : `${file}: ${message}`;

/**
 * The catalogue cannot be loaded. Every problem found is listed, one per line, as
 * "pm-kisan.json: benefits.0.amountInr: <why>", so one seed run shows all that needs fixing.
 */
export class CatalogueError extends Error {
  readonly code = 'SCHEMES.CATALOGUE_INVALID';

  constructor(readonly problems: readonly CatalogueProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'CatalogueError';
  }
}
