/**
 * What a lending clock counts (lending-clock.ts): the periods that count since the last reset, the
 * interruptions of three months or less between them, the reset, and every recorded period by source.
 */
import type { Schemas } from '@cs/client';
import { useLanguage, useT } from '../i18n';
import { day, range } from './lending-text';

export function LendingClockDetails({ clock }: { clock: Schemas['LendingClock'] }) {
  const t = useT();
  const language = useLanguage();
  const list = (ranges: Array<{ from: string; to: string }>) => (ranges.length ? ranges.map((r) => range(language, r)).join(', ') : '–');
  return (
    <dl className="facts">
      <dt>{t('countingPeriods')}</dt><dd>{list(clock.countingPeriods)}</dd>
      <dt>{t('interruptions')}</dt><dd>{list(clock.interruptions)}</dd>
      <dt>{t('lastReset')}</dt><dd>{clock.reset ? range(language, clock.reset) : t('noReset')}</dd>
      <dt>{t('freshCountFrom')}</dt><dd>{day(language, clock.freshCountFrom)}</dd>
      <dt>{t('periods')}</dt>
      <dd>{clock.periods.map((p) => `${range(language, p)} (${t(`source.${p.source}`)})`).join(', ') || '–'}</dd>
    </dl>
  );
}
