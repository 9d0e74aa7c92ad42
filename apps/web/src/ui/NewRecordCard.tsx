/** The card a list view creates a record with: its fields in a grid, the form's outcome above, Save below. */
import type { FormEvent, ReactNode } from 'react';
import type { Problem } from '@cs/client';
import { useT } from '../i18n';
import { FormStatus } from './problem';

interface NewRecordCardProps {
  /** The record's noun as shown (`t('order')`); the form is labelled "<noun> <new>". */
  noun: string;
  onSubmit: (e: FormEvent) => void;
  form: { problem: Problem | undefined | null; notice: string };
  children: ReactNode;
}

export function NewRecordCard({ noun, onSubmit, form, children }: NewRecordCardProps) {
  const t = useT();
  return (
    <form className="card" onSubmit={onSubmit} aria-label={`${noun} ${t('new')}`}>
      <h2>{t('new')}</h2>
      <FormStatus form={form} />
      <div className="grid">{children}</div>
      <button type="submit">{t('save')}</button>
    </form>
  );
}
