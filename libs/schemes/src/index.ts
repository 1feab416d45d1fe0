export * from './profile';
export * from './scheme.schema';
export * from './publishing';
export * from './citizen/citizen-schemes';
