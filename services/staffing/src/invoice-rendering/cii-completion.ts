/**
 * Completes the CII that @e-invoice-eu/core 2.3.4 writes (XRechnung CII and Factur-X share its CII
 * writer), where it has two gaps:
 * - the preceding invoice (BT-25, BT-26): it looks for it directly under `cac:BillingReference`
 *   instead of under its `cac:InvoiceDocumentReference`, so a cancellation would lack the reference
 *   EN 16931 requires of a corrected invoice. Added as `ram:InvoiceReferencedDocument` after the
 *   monetary summation (the last element the library writes in the header settlement; CII's order);
 * - `ram:ApplicableHeaderTradeDelivery`, which the CII schema requires even empty and the library
 *   leaves out when there is no delivery information (ours has none: the period is BT-73/74).
 * Each is added only where the library wrote none, so a fixed library makes this a no-op. Checked by
 * the renderer's tests (the reference in CII and Factur-X; the CII valid against the Factur-X XSD).
 */
import { FormatFactoryService, type Invoice } from '@e-invoice-eu/core';

type Tree = Record<string, unknown>;
type Convert = (invoice: Invoice, srcPath: string, dest: Tree, destPath: string, transformations: unknown[]) => void;

/** The header delivery between agreement and settlement (object key order is the XML's element order). */
function addHeaderDelivery(transaction: Tree) {
  if (transaction['ram:ApplicableHeaderTradeDelivery']) return;
  const entries = Object.entries(transaction);
  for (const [key] of entries) delete transaction[key];
  for (const [key, value] of entries) {
    if (key === 'ram:ApplicableHeaderTradeSettlement') transaction['ram:ApplicableHeaderTradeDelivery'] = {};
    transaction[key] = value;
  }
}

function complete(invoice: Invoice, cii: Tree) {
  const transaction = (cii['rsm:CrossIndustryInvoice'] as Tree | undefined)?.['rsm:SupplyChainTradeTransaction'] as Tree | undefined;
  if (!transaction) return;
  addHeaderDelivery(transaction);
  const reference = invoice['ubl:Invoice']['cac:BillingReference']?.[0]?.['cac:InvoiceDocumentReference'];
  const settlement = transaction['ram:ApplicableHeaderTradeSettlement'] as Tree | undefined;
  if (!reference || !settlement || settlement['ram:InvoiceReferencedDocument']) return;
  settlement['ram:InvoiceReferencedDocument'] = {
    'ram:IssuerAssignedID': reference['cbc:ID'],
    ...(reference['cbc:IssueDate']
      ? { 'ram:FormattedIssueDateTime': { 'qdt:DateTimeString': reference['cbc:IssueDate'].replaceAll('-', ''), 'qdt:DateTimeString@format': '102' } }
      : {}),
  };
}

let installed = false;

/** Installs the completion once on the library's CII writer. */
export function completeLibraryCii() {
  if (installed) return;
  installed = true;
  let owner = Object.getPrototypeOf(new FormatFactoryService().createFormatService('CII', { log() {}, warn() {}, error() {} }));
  while (owner && !Object.hasOwn(owner, 'convert')) owner = Object.getPrototypeOf(owner);
  if (!owner) throw new Error('@e-invoice-eu/core: the CII writer has no convert step to complete');
  const convert = owner.convert as Convert;
  owner.convert = function (this: unknown, invoice: Invoice, srcPath: string, dest: Tree, destPath: string, transformations: unknown[]) {
    convert.call(this, invoice, srcPath, dest, destPath, transformations);
    if (srcPath === '$' && destPath === '$') complete(invoice, dest);
  } satisfies Convert;
}
