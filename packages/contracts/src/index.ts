export * from './auth';
export * from './constants';
export * from './errors';
export * from './health';
export * from './slots';
export * from './tables';
export * from './products';
