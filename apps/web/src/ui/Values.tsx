/**
 * Dates and times inside a sentence kept whole: '01.02.2027', '03.05.–06.05.2027',
 * '03.05.2027 21:00–06:00', '06:00–14:30 Uhr', '2027-05-03' are each one unbreakable span, so a
 * line never wraps in the middle of one (an en dash is otherwise a break opportunity).
 */
import type { ReactNode } from 'react';

const DATE = String.raw`\d{1,2}\.\d{1,2}\.(?:\d{4})?|\d{4}-\d{2}-\d{2}`;
const TIME = String.raw`\d{1,2}:\d{2}`;
const range = (one: string) => String.raw`(?:${one})(?:\s?[–-]\s?(?:${one}))?`;
const VALUE = new RegExp(String.raw`${range(DATE)}(?: ${range(TIME)})?(?: Uhr)?|${range(TIME)}(?: Uhr)?`, 'g');

export function Values({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(VALUE)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(<span key={m.index} className="value">{m[0]}</span>);
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
