export * from './nats';
export * from './database';
export * from './issuer';
export * from './forged-tokens';
export * from './env';
