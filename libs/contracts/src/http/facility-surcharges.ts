import { z } from 'zod';
import { moneySchema } from './common';
import { codeSchema, timeOfDaySchema } from './staffing-common';

/**
 * A facility's surcharges and rates per qualification (issue 26; docs/billing.md, "Surcharges,
 * hours for billing and pay"). PUT replaces them with the facility's other fields: left out →
 * default (no surcharge, 23:00–06:00, no rates per qualification).
 */

/** Surcharge in percent of the billing rate: 0–1000, at most 2 decimals; null = none. */
export const surchargePercentSchema = z
  .number()
  .min(0)
  .max(1000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'must have at most 2 decimals' });

export const DEFAULT_NIGHT_WINDOW = { start: '23:00', end: '06:00' } as const;

/** One billing rate for employees of one qualification (the `qualifications` value list's code). */
export const qualificationBillingRateSchema = z.strictObject({ qualification: codeSchema, rate: moneySchema });
export type QualificationBillingRate = z.infer<typeof qualificationBillingRateSchema>;

const qualificationRatesSchema = z
  .array(qualificationBillingRateSchema)
  .max(50)
  .superRefine((rates, ctx) => {
    const seen = new Set<string>();
    rates.forEach(({ qualification }, i) => {
      if (seen.has(qualification)) ctx.addIssue({ code: 'custom', path: [i, 'qualification'], message: 'is named twice' });
      seen.add(qualification);
    });
  });

/** The request fields; spread into the facility's request schemas. */
export const surchargeRequestFields = {
  nightSurchargePercent: surchargePercentSchema.nullable().optional(),
  sundaySurchargePercent: surchargePercentSchema.nullable().optional(),
  holidaySurchargePercent: surchargePercentSchema.nullable().optional(),
  /** The night window's start and end (`HH:MM`, wall clock of the planning zone); it may cross midnight. */
  nightWindowStart: timeOfDaySchema.optional(),
  nightWindowEnd: timeOfDaySchema.optional(),
  qualificationBillingRates: qualificationRatesSchema.optional(),
};

/** A window of no length is refused (an equal start and end would be none or all day). */
export const nightWindowIssue = {
  refine: (b: { nightWindowStart?: string; nightWindowEnd?: string }) =>
    (b.nightWindowStart ?? DEFAULT_NIGHT_WINDOW.start) !== (b.nightWindowEnd ?? DEFAULT_NIGHT_WINDOW.end),
  message: { message: 'must differ from nightWindowStart', path: ['nightWindowEnd'] },
};

/** The response fields; spread into the facility's response schema. */
export const surchargeResponseFields = {
  nightSurchargePercent: z.number().nullable(),
  sundaySurchargePercent: z.number().nullable(),
  holidaySurchargePercent: z.number().nullable(),
  nightWindowStart: z.string(),
  nightWindowEnd: z.string(),
  qualificationBillingRates: z.array(z.object({ qualification: z.string(), rate: z.number() })),
};
