export * from './browser';
export * from './publishing';
export * from './citizen/citizen-schemes';
export * from './catalogue';
