/**
 * The record a list's form shows: one picked from the list, `'new'`, or none (`editing` is the
 * picked record, null for a new one). Each pick makes a fresh form (`formKey`: what the user typed
 * into the previous one goes) and clears the list's notice; `setSelected` follows a saved record
 * without a fresh form.
 */
import { useState } from 'react';

export function usePicked<T>() {
  const [selected, setSelected] = useState<T | 'new' | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState('');
  const pick = (record: T | 'new' | null) => (setSelected(record), setFormKey((k) => k + 1), setNotice(''));
  return { selected, editing: selected === 'new' ? null : selected, setSelected, formKey, pick, notice, setNotice };
}
