/**
 * The candidates' day range chosen on the board: a day of an order's row (a button showing
 * assigned/headcount) chooses that order and that day; with Shift held (click, or Shift+Enter) it
 * extends the range from the day chosen first. The days in the range are marked pressed.
 */
import { useState } from 'react';
import { useT } from '../i18n';

export interface BoardDays {
  orderId: string;
  /** The day chosen first; Shift extends from it. */
  anchor: string;
  from: string;
  to: string;
}

export function useBoardDays() {
  const [days, setDays] = useState<BoardDays | null>(null);
  const choose = (orderId: string, day: string, extend: boolean) =>
    setDays((now) => {
      if (!extend || now?.orderId !== orderId) return { orderId, anchor: day, from: day, to: day };
      return { ...now, from: day < now.anchor ? day : now.anchor, to: day > now.anchor ? day : now.anchor };
    });
  return { days, choose };
}

/** One active cell of an order's row: its count as the button that chooses the day for the candidates. */
export function DayCell(props: { orderId: string; day: string; text: string; days: BoardDays | null; onChoose: (orderId: string, day: string, extend: boolean) => void }) {
  const t = useT();
  const { days } = props;
  const inRange = days?.orderId === props.orderId && days.from <= props.day && props.day <= days.to;
  return (
    <td className={inRange ? 'active chosen' : 'active'}>
      <button type="button" className="day" aria-pressed={inRange} title={t('candidates.dayHint')} onClick={(e) => props.onChoose(props.orderId, props.day, e.shiftKey)}>
        {props.text}
      </button>
    </td>
  );
}
