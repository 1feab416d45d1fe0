/**
 * Everything of the schemes library that runs in a browser (the portal and the admin console):
 * the document schema, the eligibility engine and its fact table, validation and search
 * normalisation. The main entry adds the catalogue loader, which reads files with node:fs.
 */
export * from './profile';
export * from './scheme.schema';
export * from './eligibility';
export * from './catalogue/catalogue.errors';
export * from './catalogue/validate-scheme';
export * from './search';
