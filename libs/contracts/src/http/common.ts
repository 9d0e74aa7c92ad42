import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
/**
 * The last page any list serves (docs/platform.md, HTTP details): 10 000 × the largest page size
 * skips at most 10^6 rows, far below 2^31 even when a search multiplies the offset, and nobody
 * pages through more than that — they search or filter.
 */
export const MAX_PAGE = 10_000;

/** `page` and `pageSize` as every list accepts them (query strings, so coerced). */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE, { message: `must be at most ${MAX_PAGE}` }).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const pagedResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    /** Present and true when a free-text search matched more rows than are counted: `totalCount` is then that limit. */
    totalCountCapped: z.boolean().optional(),
  });
export type Paged<T> = { items: T[]; totalCount: number; page: number; pageSize: number; totalPages: number; totalCountCapped?: boolean };

export const toPaged = <T>(items: T[], totalCount: number, { page, pageSize }: PagingQuery, totalCountCapped = false): Paged<T> => ({
  items,
  totalCount,
  page,
  pageSize,
  totalPages: Math.ceil(totalCount / pageSize),
  ...(totalCountCapped ? { totalCountCapped } : {}),
});

/** RFC 9457 problem details, as every error response carries them. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** UUID path parameter: blank or malformed → 400. */
export const idParamSchema = z.object({ id: z.string().uuid({ message: 'must be a UUID' }) });

/**
 * The calendar dates the system accepts. PostgreSQL has no year 0, and the services compute around
 * a date (weeks before and after an assignment, the day after an audit `to`), so a date near the
 * ends of what PostgreSQL or `Date` hold would end in a 500; no care-staffing record needs them.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';
export const DATE_RANGE_MESSAGE = `must be a date from ${EARLIEST_DATE} to ${LATEST_DATE}`;

/** A date-only value: `YYYY-MM-DD`, a real calendar date, never converted through a time zone. */
export const isoDateSchema = z.iso
  .date({ message: 'must be a date YYYY-MM-DD' })
  .refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, { message: DATE_RANGE_MESSAGE, abort: true });

/** Money in EUR: ≥ 0, at most 2 decimals. */
export const moneySchema = z
  .number()
  .min(0)
  .max(9_999_999_999.99)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'must have at most 2 decimals' });

/** PostgreSQL refuses NUL in text; the service kit also refuses it in every input string before any schema runs. */
export const NUL_FREE_MESSAGE = 'must not contain the NUL character (U+0000)';

/** Optional trimmed text of bounded length; empty string stays empty; NUL refused. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\u0000'), { message: NUL_FREE_MESSAGE });

/** The fields every stored record answers with: its id, optimistic-concurrency version and timestamps. */
export const recordMeta = {
  id: z.string().uuid(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
