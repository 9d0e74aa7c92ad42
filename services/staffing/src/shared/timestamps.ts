/** A timestamptz column value as ISO 8601 UTC (drivers hand back a Date or a string). */
export const isoTimestamp = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** numeric columns → number (null stays null). */
export const toNumber = (value: number | string | null) => (value === null ? null : Number(value));
