/** Save, (when editing) delete to the trash, and cancel — the buttons under a record's form. */
import type { Problem } from '@cs/client';
import { call } from '../session';
import { useT } from '../i18n';

export function RowActions(props: { editing: boolean; canDelete: boolean; onDelete: () => void; onCancel: () => void }) {
  const t = useT();
  return (
    <div className="actions">
      <button type="submit">{t('save')}</button>
      {props.editing && props.canDelete ? <button type="button" onClick={props.onDelete}>{t('delete')}</button> : null}
      {props.editing ? <button type="button" onClick={props.onCancel}>{t('cancel')}</button> : null}
    </div>
  );
}

/** Asks, then deletes (the caller sends If-Match); the problem for the banner, null when deleted, undefined when not asked. */
export async function confirmDelete(question: string, del: () => Promise<{ error?: unknown; response: Response }>): Promise<Problem | null | undefined> {
  if (!window.confirm(question)) return undefined;
  const { error } = await call(del);
  return (error as Problem | undefined) ?? null;
}
