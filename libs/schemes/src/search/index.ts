export * from './normalise';
export * from './search-document';
