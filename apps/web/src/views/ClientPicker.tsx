/**
 * The client a facility belongs to (a RecordPicker over `/api/clients`); none means the facility
 * counts as its own client for the lending law (docs/lending-law.md). `useClients` reads the
 * clients of one list page.
 */
import { useEffect, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, call } from '../session';
import { useT } from '../i18n';
import { RecordPicker } from '../ui/RecordPicker';
import type { FieldErrors } from '../ui/problem';

type Client = Schemas['ClientResponse'];

const display = (c: Client) => (c.city ? `${c.name}, ${c.city}` : c.name);

/** The given clients by id (read one by one: a list page holds few distinct clients); null for one not found. */
export function useClients(ids: Array<string | null>) {
  const [names, setNames] = useState<Record<string, Client | null>>({});
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort().join(',');
  useEffect(() => {
    let live = true;
    const missing = wanted.split(',').filter((id) => id && !(id in names));
    void Promise.all(missing.map(async (id) => [id, (await call(() => api.GET('/api/clients/{id}', { params: { path: { id } } }))).data ?? null] as const))
      .then((found) => live && found.length && setNames((all) => ({ ...all, ...Object.fromEntries(found) })));
    return () => void (live = false);
  }, [wanted]); // eslint-disable-line react-hooks/exhaustive-deps -- `names` only skips what is known
  return names;
}

export function ClientPicker(props: { value: string; onChange: (id: string) => void; errors?: FieldErrors }) {
  const t = useT();
  const clients = useClients([props.value]);
  const known = !props.value || props.value in clients;
  const chosen = clients[props.value];
  return (
    <div>
      {known ? (
        <RecordPicker<Client> label={t('client')} name="clientId" value={props.value} valueLabel={chosen ? display(chosen) : undefined} onChange={(id) => props.onChange(id)}
          errors={props.errors} display={display}
          search={(search, pageSize) => api.GET('/api/clients', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
      ) : null}
      {props.value ? null : <small className="hint">{t('ownClientHint')}</small>}
    </div>
  );
}
