export * from './permissions';
export * from './envelope';
export * from './http/common';
export * from './http/operation';
