export * from './profile';
export * from './scheme.schema';
export * from './publishing';
export * from './citizen/citizen-schemes';
export * from './eligibility';
export * from './catalogue';
export * from './search';
