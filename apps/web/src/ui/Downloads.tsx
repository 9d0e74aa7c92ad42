/** Download buttons for files the API answers (`ui/download.ts`); a refusal appears below them in words. */
import { useState, type ReactNode } from 'react';
import type { Problem } from '@cs/client';
import { useT } from '../i18n';
import { download } from './download';

export interface DownloadFile { key: string; path: string; fileName: string }

export function Downloads({ files, label, renderProblem }: { files: DownloadFile[]; label: string; renderProblem: (problem: Problem | null) => ReactNode }) {
  const t = useT();
  const [problem, setProblem] = useState<Problem | null>(null);
  return (
    <div className="downloads">
      <div className="actions" role="group" aria-label={label}>
        {files.map((f) => (
          <button key={f.key} type="button" onClick={() => void download(f.path, f.fileName).then(setProblem)}>{t(f.key)}</button>
        ))}
      </div>
      {renderProblem(problem)}
    </div>
  );
}
