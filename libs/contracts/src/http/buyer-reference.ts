import { text } from './common';

/**
 * The reference the buyer assigned for its invoices (EN 16931 BT-10, "Käuferreferenz"): for a
 * public buyer its **Leitweg-ID** (e.g. `991-12345-67`), which its invoice portal routes by; for
 * any other buyer what its accounts ask for. XRechnung requires BT-10 (BR-DE-15): left out, an
 * invoice names the buyer (docs/billing.md, "Buyer reference").
 */
export const buyerReferenceSchema = text(100)
  .nullable()
  .optional()
  .meta({ description: 'Käuferreferenz (BT-10): the Leitweg-ID of a public buyer, else any reference the buyer asks for' });
