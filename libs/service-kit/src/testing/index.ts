export * from './nats';
export * from './database';
export * from './issuer';
export * from './forged-tokens';
export * from './env';
export * from './test-events';
export * from './service-under-test';
export * from './nats-cluster';
