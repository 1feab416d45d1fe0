export * from './profile';
export * from './scheme.schema';
