export * from './common';
export * from './currencies';
export * from './user';
export * from './wallet';
export * from './games';
