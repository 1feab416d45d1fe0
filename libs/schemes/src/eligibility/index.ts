export * from './facts';
export * from './format';
export * from './evaluate';
export * from './profile-from-account';
export { occupationFromText, stateFromText } from './text-match';
export * from './badge';
