export * from './auth';
export * from './wallet';
export * from './currency';
export * from './games';
export * from './profile';
export * from './errors';
