export * from './catalogue.errors';
export * from './catalogue-dir';
export * from './load-catalogue';
export * from './validate-scheme';
