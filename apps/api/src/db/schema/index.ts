export * from './auth';
export * from './wallet';
export * from './currency';
export * from './games';
