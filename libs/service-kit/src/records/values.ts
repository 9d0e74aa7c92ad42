/** Column values as the API answers them: the same mapping in every service. */

/** A timestamptz column value as ISO 8601 UTC (drivers hand back a Date or a string). */
export const isoTimestamp = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A numeric column (money, hours, km; the driver hands back a string) as a number; null stays null. */
export const toNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** The bookkeeping every record answers with: `version` and its two timestamps. */
export const recordStamps = (row: { version: number; createdAt: Date | string; updatedAt: Date | string }) => ({
  version: row.version,
  createdAt: isoTimestamp(row.createdAt),
  updatedAt: isoTimestamp(row.updatedAt),
});

/** The columns a response copies as they are, in the order given (the answer's key order). */
export const pickFields = <Row, K extends keyof Row>(row: Row, keys: readonly K[]): Pick<Row, K> =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, K>;
