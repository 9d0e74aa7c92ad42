/**
 * The agency as the seller of its invoices (issue 26; docs/billing.md, "Seller data"): name,
 * address, VAT id or tax number, bank account, contact, payment terms and the VAT rate. A settings
 * record that may be incomplete while it is being filled in; issuing refuses until it is complete.
 */
import { z } from 'zod';
import { text } from './common';
import { defineApi } from './operation';

/** ISO 13616 check: move the first four characters to the end, letters → 10…35, the number mod 97 = 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

const optional = (schema: z.ZodType<string>) => schema.nullable().optional();
const ibanSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine(isValidIban, { message: 'must be an IBAN with a valid check sum' });
/** ISO 9362: bank, country, location, optional branch. */
const bicSchema = z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { message: 'must be a BIC (8 or 11 characters)' });
/** A VAT id: country prefix and 2–12 characters; a German one is DE and 9 digits (§ 27a UStG). */
const vatIdSchema = z
  .string()
  .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,12}$/, { message: 'must be a VAT id such as DE123456789' })
  .refine((v) => !v.startsWith('DE') || /^DE\d{9}$/.test(v), { message: 'a German VAT id is DE and 9 digits' });
export const vatPercentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'must have at most 2 decimals' });

const sellerFields = {
  name: optional(text(200)),
  street: optional(text(200)),
  postalCode: optional(text(20)),
  city: optional(text(100)),
  /** ISO 3166-1 alpha-2; default DE. */
  countryCode: z.string().regex(/^[A-Z]{2}$/, { message: 'must be a country code such as DE' }).optional(),
  vatId: optional(vatIdSchema),
  /** The Steuernummer, where the agency has no VAT id (BT-32). */
  taxNumber: optional(text(30)),
  iban: optional(ibanSchema),
  bic: optional(bicSchema),
  email: optional(z.email({ message: 'must be an email address' }).max(200)),
  phone: optional(text(40)),
  /** Days from the issue date to the due date; default 30 (BGB § 286 (3): default after 30 days). */
  paymentTermsDays: z.number().int().min(0).max(365).optional(),
  /** VAT rate of every line; default 19 (UStG § 12 (1), the standard rate). */
  vatPercent: vatPercentSchema.optional(),
};

/** Replaces every field (left out: null, or the default for the three with one). */
export const updateInvoiceSellerRequestSchema = z.strictObject(sellerFields).meta({ id: 'UpdateInvoiceSellerRequest' });
export type UpdateInvoiceSellerRequest = z.infer<typeof updateInvoiceSellerRequestSchema>;

/**
 * The fields an invoice cannot be issued without (BR-6, BR-8, BR-CO-9 and the bank account of BG-16;
 * e-mail and phone: XRechnung's seller contact, BR-DE-2/6/7, and its electronic address, BT-34).
 */
export const requiredSellerFields = ['name', 'street', 'postalCode', 'city', 'iban', 'email', 'phone'] as const;

export const invoiceSellerResponseSchema = z
  .object({
    name: z.string().nullable(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    countryCode: z.string(),
    vatId: z.string().nullable(),
    taxNumber: z.string().nullable(),
    iban: z.string().nullable(),
    bic: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    paymentTermsDays: z.number().int(),
    vatPercent: z.number(),
    /** What issuing still needs: the empty required fields, and `vatId` when neither it nor `taxNumber` is set. */
    missing: z.array(z.string()),
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'InvoiceSellerResponse' });
export type InvoiceSellerResponse = z.infer<typeof invoiceSellerResponseSchema>;

const tag = 'Invoices';
export const invoiceSellerApi = defineApi({
  getInvoiceSeller: { method: 'get', path: '/api/settings/invoice-seller', summary: 'The agency’s seller data on its invoices', tag, permission: { module: 'invoices', action: 'read' }, response: invoiceSellerResponseSchema },
  updateInvoiceSeller: {
    method: 'put', path: '/api/settings/invoice-seller', summary: 'Set the seller data (If-Match optional); incomplete data is kept, issuing needs it complete', tag,
    permission: { module: 'invoices', action: 'update' }, body: updateInvoiceSellerRequestSchema, response: invoiceSellerResponseSchema, ifMatch: true, mutates: true,
  },
});
