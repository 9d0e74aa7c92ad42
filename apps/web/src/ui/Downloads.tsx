/**
 * Download buttons for files the API answers (`ui/download.ts`): a refusal goes to `onProblem`
 * (null after a download), for the view to show where its problems appear.
 */
import type { Problem } from '@cs/client';
import { useT } from '../i18n';
import { download } from './download';

export interface DownloadFile { key: string; path: string; fileName: string }

export function Downloads({ files, label, onProblem }: { files: DownloadFile[]; label: string; onProblem: (problem: Problem | null) => void }) {
  const t = useT();
  return (
    <div className="actions downloads" role="group" aria-label={label}>
      {files.map((f) => (
        <button key={f.key} type="button" className="nowrap" onClick={() => void download(f.path, f.fileName).then(onProblem)}>{t(f.key)}</button>
      ))}
    </div>
  );
}
