export * from './permissions';
export * from './envelope';
export * from './http/common';
export * from './http/operation';
export * from './http/declared-errors';
export * from './http/read-only-fields';
export * from './federal-states';
export * from './shift-kinds';
