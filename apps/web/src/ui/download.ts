/**
 * Downloads a file the API answers (payroll CSV and LODAS, invoice PDF and e-invoices): fetched with
 * the session's token (a plain `<a href>` sends none), saved under `fileName` through an object URL.
 * An error answer comes back as its problem (a non-JSON one as status and text) and nothing is saved.
 */
import type { Problem } from '@cs/client';
import { call, fetchFile } from '../session';

/** How long the object URL outlives the click that saves it (the browser reads it asynchronously). */
const KEEP_URL_MS = 10_000;

export async function download(path: string, fileName: string): Promise<Problem | null> {
  const { response } = await call(() => fetchFile(path));
  if (!response.ok) {
    const problem = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as Problem) : null;
    return problem ?? ({ status: response.status, title: response.statusText || String(response.status) } as Problem);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  return null;
}
