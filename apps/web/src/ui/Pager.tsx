/** Previous / next under a list, with "page 2 of 7 (134)"; only the pages the list has. */
import { useT } from '../i18n';
import type { Page } from './usePagedList';

export function Pager({ paged }: { paged: { list?: Page<unknown>; page: number; setPage: (page: number) => void } }) {
  const t = useT();
  const { list, page, setPage } = paged;
  const pages = Math.max(1, list?.totalPages ?? 1);
  return (
    <nav className="pager" aria-label={t('pages')}>
      <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('previous')}</button>
      <span>{t('page')} {page} {t('of')} {pages} ({list?.totalCount ?? 0}{list?.totalCountCapped ? '+' : ''})</span>
      <button type="button" disabled={!list || page >= pages} onClick={() => setPage(page + 1)}>{t('next')}</button>
    </nav>
  );
}
