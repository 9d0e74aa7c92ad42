export * from './trashable';
export * from './trash-config';
export * from './delete-to-trash';
export * from './restore-from-trash';
export * from './purge-from-trash';
export * from './trash-retention';
export * from './trash-handlers';
