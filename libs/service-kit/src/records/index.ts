export * from './versions';
export * from './rows';
export * from './search';
export * from './values';
export * from './answers';
export * from './ranges';
export * from './change-record';
export * from './replica-upsert';
