/**
 * XML written as strings (the e-invoices, the PDFs' XMP metadata): every text and attribute value
 * escaped, elements as small builders. A builder takes its content already written, so nesting
 * reads like the document: `element('cac:Price', text('cbc:PriceAmount', '48.50', { currencyID: 'EUR' }))`.
 */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const special = /[&<>"']/;
const specials = /[&<>"']/g;

/** Text or an attribute value as XML: `&`, `<`, `>`, `"`, `'` as entities (XML 1.0 §2.4, §3.3.3). */
export const escapeXml = (value: string) => (special.test(value) ? value.replace(specials, (c) => entities[c]) : value);

export type Attributes = Record<string, string>;

const attributes = (attrs?: Attributes) => (attrs ? Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join('') : '');

/** An element around content already written (the children); empty content gives `<name/>`. */
export const element = (name: string, content: string, attrs?: Attributes) =>
  content === '' ? `<${name}${attributes(attrs)}/>` : `<${name}${attributes(attrs)}>${content}</${name}>`;

/** An element holding one text, escaped. */
export const text = (name: string, value: string, attrs?: Attributes) => `<${name}${attributes(attrs)}>${escapeXml(value)}</${name}>`;

/** The element only where the value is there (an optional business term); else nothing. */
export const optionalText = (name: string, value: string | null | undefined, attrs?: Attributes) => (value ? text(name, value, attrs) : '');

/** The element only where some of its content is there (an optional group). */
export const optionalElement = (name: string, content: string, attrs?: Attributes) => (content === '' ? '' : element(name, content, attrs));
