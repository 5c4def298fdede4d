export * from './auth';
export * from './wallet';
