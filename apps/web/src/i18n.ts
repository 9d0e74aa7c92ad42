/** German by default, English available (the choice is kept in localStorage); the tables are i18n-de.ts / i18n-en.ts. */
import { useSyncExternalStore } from 'react';
import { de } from './i18n-de';
import { en } from './i18n-en';

export type Language = 'de' | 'en';
let lang: Language = localStorage.getItem('lang') === 'en' ? 'en' : 'de';
document.documentElement.lang = lang;
const listeners = new Set<() => void>();

export function toggleLanguage() {
  lang = lang === 'de' ? 'en' : 'de';
  localStorage.setItem('lang', lang);
  document.documentElement.lang = lang;
  listeners.forEach((l) => l());
}

/** The language now (API calls send it as Accept-Language: findings and labels come back in it). */
export const currentLanguage = () => lang;

export function useLanguage() {
  return useSyncExternalStore((l) => (listeners.add(l), () => void listeners.delete(l)), () => lang);
}

/** `t('facilities')` in the current language; unknown keys come back as they are. */
export function useT() {
  const table = useLanguage() === 'de' ? de : en;
  return (key: string) => (table as Record<string, string>)[key] ?? key;
}
