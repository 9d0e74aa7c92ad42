/** The actor of identity events without a caller (seeding, the trash retention purge). */
export const systemActor = { userId: null, displayName: 'system' };
