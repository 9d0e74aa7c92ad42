/**
 * Choosing one record out of many (a facility for an order, an employee for an assignment): an
 * ARIA combobox that searches as you type — shortly after the last key, through the list
 * operation's `search` — and offers one page of matches. Arrow keys move, Enter chooses, Escape
 * closes; the chosen record's name stays in the box whether or not it is among the matches.
 * Leaving the box emptied chooses none; leaving it with unchosen text brings the chosen name back.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { call } from '../session';
import { useT } from '../i18n';
import type { FieldErrors } from './problem';
import type { Page } from './usePagedList';

/** Matches offered at once; more are reached by typing more. */
export const PICKER_PAGE_SIZE = 10;
/** Quiet time after the last key before the search runs (fewer requests while typing a word). */
const SEARCH_DELAY_MS = 200;

interface Props<T extends { id: string }> {
  label: string;
  /** The field's name: the API's errors for it appear beside the box. */
  name: string;
  /** The chosen record's id ('' = none). */
  value: string;
  /** The chosen record's name as the caller knows it (e.g. an order's facilityName). */
  valueLabel?: string;
  onChange: (id: string, record: T | null) => void;
  /** One page of matches for the text typed ('' = the first page of all). */
  search: (text: string, pageSize: number) => Promise<{ data?: Page<T>; response: Response }>;
  display: (record: T) => string;
  errors?: FieldErrors;
}

export function RecordPicker<T extends { id: string }>(props: Props<T>) {
  const t = useT();
  const listId = useId();
  const [chosen, setChosen] = useState(props.value ? (props.valueLabel ?? '') : '');
  const [text, setText] = useState(chosen);
  const [open, setOpen] = useState(false);
  const [matches, setMatches] = useState<Page<T>>();
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const chosenId = useRef(props.value);
  const query = text === chosen ? '' : text.trim();

  // The caller cleared the choice (e.g. after saving) or set another record.
  useEffect(() => {
    if (props.value === chosenId.current) return;
    chosenId.current = props.value;
    const name = props.value ? (props.valueLabel ?? '') : '';
    setChosen(name);
    setText(name);
  }, [props.value, props.valueLabel]);

  useEffect(() => {
    if (!open) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      void call(() => props.search(query, PICKER_PAGE_SIZE)).then(({ data }) => {
        if (ticket !== latest.current) return; // an older answer than the text in the box
        setMatches(data);
        setActive(data?.items.length ? 0 : -1);
      });
    }, query ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [open, query]); // eslint-disable-line react-hooks/exhaustive-deps -- `search` is a new function each render

  function choose(record: T | null) {
    const name = record ? props.display(record) : '';
    setChosen(name);
    setText(name);
    setOpen(false);
    chosenId.current = record?.id ?? '';
    props.onChange(chosenId.current, record);
  }

  function leave() {
    if (!open) return;
    if (text.trim() === '') choose(null);
    else (setText(chosen), setOpen(false));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const items = matches?.items ?? [];
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      if (items.length) setActive((active + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault(); // choosing, not submitting the form
      if (items[active]) choose(items[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setText(chosen);
      setOpen(false);
    }
  }

  const messages = props.errors?.[props.name];
  const id = `field-${props.name}`;
  const items = open ? (matches?.items ?? []) : [];
  const more = matches ? matches.totalCount - matches.items.length : 0;
  return (
    <div className="field picker">
      <label htmlFor={id}>{props.label}</label>
      <input id={id} name={props.name} type="text" role="combobox" autoComplete="off" value={text}
        aria-expanded={open} aria-controls={listId} aria-autocomplete="list" aria-invalid={messages ? true : undefined}
        aria-activedescendant={open && items[active] ? `${listId}-${active}` : undefined}
        placeholder={t('typeToSearch')}
        onChange={(e) => (setText(e.target.value), setOpen(true))} onFocus={() => setOpen(true)} onBlur={leave} onKeyDown={onKeyDown} />
      {open ? (
        <ul id={listId} role="listbox" aria-label={props.label} className="picker-options">
          {items.map((r, i) => (
            <li key={r.id} id={`${listId}-${i}`} role="option" aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()} onClick={() => choose(r)}>
              {props.display(r)}
            </li>
          ))}
          {matches && !matches.items.length ? <li className="picker-note" aria-disabled="true">{t('noMatches')}</li> : null}
          {more > 0 ? <li className="picker-note" aria-disabled="true">{t('moreMatches').replace('{n}', String(more))}</li> : null}
        </ul>
      ) : null}
      {messages ? <em className="field-error">{messages.join(', ')}</em> : null}
    </div>
  );
}
