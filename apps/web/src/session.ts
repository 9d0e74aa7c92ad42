/**
 * The signed-in session: the access token lives in memory only; the refresh token is the HttpOnly
 * cookie the browser keeps. On load `resume()` refreshes silently; a timer refreshes before expiry;
 * `call()` retries once after a refresh when the API answers 401, then sends the user to the login.
 */
import { createApiClient, csrf, type Schemas } from '@cs/client';
import { currentLanguage } from './i18n';

export type Me = Schemas['MeResponse'];
type Listener = (me: Me | null) => void;

const baseUrl = import.meta.env.VITE_API_URL ?? `${location.protocol}//${location.hostname}:8080`;
let token: string | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let me: Me | null = null;
const listeners = new Set<Listener>();

export const api = createApiClient({ baseUrl, token: () => token, idempotencyKeys: true });
// Findings, rule labels and messages come back in the language on screen.
api.use({ onRequest: ({ request }) => (request.headers.set('accept-language', currentLanguage()), request) });

/**
 * A file the API answers (CSV, LODAS, PDF, e-invoice), fetched with the access token: a plain link
 * cannot carry it. `ui/download.ts` saves the answer; wrap the call in `call()` for the 401 retry.
 */
export async function fetchFile(path: string) {
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  return { response: await fetch(`${baseUrl}${path}`, { headers, credentials: 'include' }) };
}

/** True once a session ended on its own (refresh refused while working): the login says so. */
let sessionEnded = false;
export const sessionHasEnded = () => sessionEnded;

function publish(next: Me | null) {
  me = next;
  for (const listener of listeners) listener(me);
}

export function onSession(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

async function adopt(accessToken: string, expiresIn: number) {
  token = accessToken;
  clearTimeout(timer);
  // Refresh when 80 % of the lifetime has passed.
  timer = setTimeout(() => void refresh(), Math.max(5, expiresIn * 0.8) * 1000);
  const { data } = await api.GET('/api/auth/me');
  publish(data ?? null);
}

let inflight: Promise<boolean> | null = null;

/** One refresh at a time: concurrent callers (timer, a 401, StrictMode's double effect) share it. */
function refresh(): Promise<boolean> {
  inflight ??= rotate().finally(() => (inflight = null));
  return inflight;
}

async function rotate(): Promise<boolean> {
  const { data } = await api.POST('/api/auth/refresh', { params: csrf });
  if (!data) {
    sessionEnded = me !== null;
    token = undefined;
    publish(null);
    return false;
  }
  await adopt(data.accessToken, data.expiresIn);
  return true;
}

/** On page load: a session from the refresh cookie, if there is one. */
export const resume = refresh;

export async function login(email: string, password: string) {
  const { data, error } = await api.POST('/api/auth/login', { body: { email, password } });
  if (data) {
    sessionEnded = false;
    await adopt(data.accessToken, data.expiresIn);
  }
  return error;
}

export async function logout() {
  await api.POST('/api/auth/logout', { params: csrf });
  clearTimeout(timer);
  token = undefined;
  publish(null);
}

/** An API call that survives an expired access token (one silent refresh, then the login). */
export async function call<T extends { response: Response }>(request: () => Promise<T>): Promise<T> {
  const first = await request();
  if (first.response.status !== 401) return first;
  return (await refresh()) ? request() : first;
}

export function can(module: string, action: 'read' | 'create' | 'update' | 'delete' = 'read') {
  return Boolean(me?.permissions?.[module]?.[action]);
}

/** The office screens are for `All` scope; `Own` scope (an employee) gets the self-service view. */
export function canOffice(module: string) {
  return me?.permissions?.[module]?.read === 'All';
}
