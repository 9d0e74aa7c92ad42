/** German by default, English available (the choice is kept in localStorage). */
import { useSyncExternalStore } from 'react';

const de = {
  facilities: 'Einrichtungen', employees: 'Mitarbeitende', orders: 'Aufträge', planning: 'Planung',
  trash: 'Papierkorb', audit: 'Protokoll', settings: 'Einstellungen', self: 'Meine Einsätze',
  login: 'Anmelden', logout: 'Abmelden', email: 'E-Mail', password: 'Passwort',
  search: 'Suche', crmStatus: 'CRM-Status', all: 'alle', new: 'Neu', edit: 'Bearbeiten', save: 'Speichern',
  cancel: 'Abbrechen', previous: 'Zurück', next: 'Weiter', page: 'Seite', of: 'von', name: 'Name', city: 'Ort',
  street: 'Straße', postalCode: 'PLZ', country: 'Land', phone: 'Telefon', contactPerson: 'Ansprechpartner',
  notes: 'Notizen', billingRate: 'Stundensatz (€)', travelCostRate: 'Fahrtkosten (€)', mealAllowanceRate: 'Verpflegung (€)',
  travelCostMode: 'Fahrtkostenart', travelCostPerKm: 'Fahrtkosten je km (€)', contracts: 'Verträge', number: 'Nummer',
  status: 'Status', validFrom: 'gültig ab', validTo: 'gültig bis', saved: 'Gespeichert.',
  conflict: 'Der Datensatz wurde inzwischen geändert. Die neue Fassung ist geladen; Ihre Eingaben sind erhalten.',
  severities: 'Schweregrad der Prüfungen', Warning: 'Warnung', Error: 'Fehler',
  qualification: 'Qualifikation', availability: 'Abwesenheit', workingHours: 'Arbeitszeit', overlap: 'Überschneidung',
  contractCoverage: 'Vertragsdeckung', employee: 'Mitarbeiter/in', order: 'Auftrag', from: 'von', to: 'bis',
  assign: 'Einsatz planen', check: 'Prüfung', noFindings: 'Keine Befunde – kann gespeichert werden.',
  acknowledge: 'Warnungen gelesen, trotzdem speichern', blocked: 'Fehler verhindern das Speichern.',
  openHeadcount: 'offen', week: 'Woche', absences: 'Abwesenheiten', restore: 'Wiederherstellen',
  entityType: 'Art', entityId: 'ID', show: 'Anzeigen', distances: 'Meine Entfernungen', assignments: 'Einsätze',
  legalSource: 'Rechtsgrundlage', remedy: 'Abhilfe', details: 'Zahlen', related: 'Betroffen', language: 'English',
  loading: 'Lädt …', deleted: 'gelöscht', qualifications: 'Qualifikationen', weeklyHours: 'Wochenstunden',
  firstName: 'Vorname', lastName: 'Nachname', entryDate: 'Eintritt', headcount: 'Anzahl', hoursPerDay: 'Stunden je Tag',
  absenceType: 'Art',
};
type Key = keyof typeof de;
const en: Record<Key, string> = {
  ...de,
  facilities: 'Facilities', employees: 'Employees', orders: 'Orders', planning: 'Planning', trash: 'Trash',
  audit: 'Audit log', settings: 'Settings', self: 'My assignments', login: 'Log in', logout: 'Log out',
  email: 'Email', password: 'Password', search: 'Search', crmStatus: 'CRM status', all: 'all', new: 'New',
  edit: 'Edit', save: 'Save', cancel: 'Cancel', previous: 'Previous', next: 'Next', page: 'Page', of: 'of',
  name: 'Name', city: 'City', street: 'Street', postalCode: 'Postcode', country: 'Country', phone: 'Phone',
  contactPerson: 'Contact', notes: 'Notes', billingRate: 'Billing rate (€)', travelCostRate: 'Travel cost (€)',
  mealAllowanceRate: 'Meal allowance (€)', travelCostMode: 'Travel cost mode', travelCostPerKm: 'Travel cost per km (€)',
  contracts: 'Contracts', number: 'Number', status: 'Status', validFrom: 'valid from', validTo: 'valid to', saved: 'Saved.',
  conflict: 'Someone changed this record meanwhile. The new version is loaded; your input is kept.',
  severities: 'Check severities', qualification: 'Qualification', availability: 'Absence', workingHours: 'Working hours',
  overlap: 'Overlap', contractCoverage: 'Contract coverage', employee: 'Employee', order: 'Order', from: 'from', to: 'to',
  assign: 'Plan assignment', check: 'Check', noFindings: 'No findings – can be saved.',
  acknowledge: 'Warnings read, save anyway', blocked: 'Errors block saving.', openHeadcount: 'open', week: 'Week',
  absences: 'Absences', restore: 'Restore', entityType: 'Type', entityId: 'ID', show: 'Show', distances: 'My distances',
  assignments: 'Assignments', legalSource: 'Legal source', remedy: 'Remedy', details: 'Numbers', related: 'Related',
  language: 'Deutsch', loading: 'Loading …', deleted: 'deleted', qualifications: 'Qualifications', weeklyHours: 'Weekly hours',
  firstName: 'First name', lastName: 'Last name', entryDate: 'Entry date', headcount: 'Headcount', hoursPerDay: 'Hours per day',
  absenceType: 'Type',
};

let lang: 'de' | 'en' = localStorage.getItem('lang') === 'en' ? 'en' : 'de';
const listeners = new Set<() => void>();

export function toggleLanguage() {
  lang = lang === 'de' ? 'en' : 'de';
  localStorage.setItem('lang', lang);
  document.documentElement.lang = lang;
  listeners.forEach((l) => l());
}

/** `t('facilities')` in the current language; unknown keys come back as they are. */
export function useT() {
  const current = useSyncExternalStore((l) => (listeners.add(l), () => void listeners.delete(l)), () => lang);
  const table = current === 'de' ? de : en;
  return (key: string) => (table as Record<string, string>)[key] ?? key;
}
