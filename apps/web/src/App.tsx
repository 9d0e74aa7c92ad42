/** The shell: silent session resume, the login, permission-aware navigation and hash routes. */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { can, canOffice, logout, onSession, resume, type Me } from './session';
import { toggleLanguage, useT } from './i18n';
import { Login } from './views/Login';
import { Facilities } from './views/Facilities';
import { Planning } from './views/Planning';
import { Settings } from './views/Settings';
import { Employees } from './views/Employees';
import { Orders } from './views/Orders';
import { Trash } from './views/Trash';
import { AuditLog } from './views/AuditLog';
import { SelfService } from './views/SelfService';
import { DutyRoster } from './views/DutyRoster';
import { Availability } from './views/Availability';
import { Clients } from './views/Clients';
import { LendingDeadlines } from './views/LendingDeadlines';
import { WardTimesheets } from './views/WardTimesheets';
import { Timesheets } from './views/Timesheets';
import { MyTimesheets } from './views/MyTimesheets';
import { Invoices } from './views/Invoices';
import { PayrollExports } from './views/PayrollExports';
import { Users } from './views/Users';
import { Roles } from './views/Roles';
import { ValueLists } from './views/ValueLists';

/** Self-service views of a user linked to an employee. */
const own: Record<string, () => ReactNode> = { ich: () => <SelfService />, verfuegbarkeit: () => <Availability />, 'meine-zeitnachweise': () => <MyTimesheets /> };

const routes: Array<{ path: string; key: string; module: string; view: () => ReactNode }> = [
  { path: 'einrichtungen', key: 'facilities', module: 'facilities', view: () => <Facilities /> },
  { path: 'kunden', key: 'clients', module: 'clients', view: () => <Clients /> },
  { path: 'mitarbeitende', key: 'employees', module: 'employees', view: () => <Employees /> },
  { path: 'auftraege', key: 'orders', module: 'orders', view: () => <Orders /> },
  { path: 'planung', key: 'planning', module: 'assignments', view: () => <Planning /> },
  { path: 'dienstplan', key: 'dutyRoster', module: 'assignments', view: () => <DutyRoster /> },
  { path: 'zeitnachweise', key: 'timesheets', module: 'timesheets', view: () => <Timesheets /> },
  { path: 'rechnungen', key: 'invoices', module: 'invoices', view: () => <Invoices /> },
  { path: 'lohnexport', key: 'payrollExport', module: 'payroll', view: () => <PayrollExports /> },
  { path: 'fristen', key: 'deadlines', module: 'lending', view: () => <LendingDeadlines /> },
  { path: 'papierkorb', key: 'trash', module: 'trash', view: () => <Trash /> },
  { path: 'protokoll', key: 'audit', module: 'auditLog', view: () => <AuditLog /> },
  { path: 'einstellungen', key: 'settings', module: 'assignmentSettings', view: () => <Settings /> },
  { path: 'wertelisten', key: 'valueLists', module: 'valueLists', view: () => <ValueLists /> },
  { path: 'benutzer', key: 'users', module: 'users', view: () => <Users /> },
  { path: 'rollen', key: 'roles', module: 'roles', view: () => <Roles /> },
];

function useHash() {
  return useSyncExternalStore(
    (l) => (window.addEventListener('hashchange', l), () => window.removeEventListener('hashchange', l)),
    () => location.hash.replace(/^#\/?/, ''),
  );
}

export function App() {
  const t = useT();
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const hash = useHash();
  useEffect(() => {
    const off = onSession(setMe);
    void resume();
    return off;
  }, []);

  if (me === undefined) return <p className="loading">{t('loading')}</p>;
  if (me === null) return <Login />; // the hash stays: after the login the same view comes back

  const allowed = routes.filter((r) => canOffice(r.module));
  const selfService = Boolean(me.employeeId);
  // A facility's ward office (a user linked to a facility, docs/billing.md): its timesheets.
  const ward = Boolean(me.facilityId) && can('facilityPortal');
  const current = allowed.find((r) => r.path === hash.split('/')[0]);
  const fallback = allowed[0]?.view ?? (() => (ward ? <WardTimesheets /> : <SelfService />));
  return (
    <div className="shell">
      <header>
        <nav aria-label={t('mainNav')}>
          {allowed.map((r) => (
            <a key={r.path} href={`#/${r.path}`} aria-current={current === r ? 'page' : undefined}>
              {t(r.key)}
            </a>
          ))}
          {selfService ? (
            <>
              <a href="#/ich" aria-current={hash === 'ich' ? 'page' : undefined}>{t('self')}</a>
              <a href="#/verfuegbarkeit" aria-current={hash === 'verfuegbarkeit' ? 'page' : undefined}>{t('myAvailability')}</a>
              {can('timesheets') ? <a href="#/meine-zeitnachweise" aria-current={hash === 'meine-zeitnachweise' ? 'page' : undefined}>{t('myTimesheets')}</a> : null}
            </>
          ) : null}
          {ward ? <a href="#/leistungsnachweise" aria-current={hash === 'leistungsnachweise' ? 'page' : undefined}>{t('wardTimesheets')}</a> : null}
        </nav>
        <span className="user">{me.displayName}</span>
        <button type="button" onClick={toggleLanguage}>{t('language')}</button>
        <button type="button" onClick={() => void logout()}>{t('logout')}</button>
      </header>
      <main>{selfService && own[hash] ? own[hash]() : ward && hash === 'leistungsnachweise' ? <WardTimesheets /> : current ? current.view() : fallback()}</main>
    </div>
  );
}
