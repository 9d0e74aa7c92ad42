import type { payrollExportsApi } from '@cs/contracts/http/payroll-export';
import type { payrollSettingsApi } from '@cs/contracts/http/payroll-settings';
import type { Handlers, ServiceDeps } from '@cs/service-kit';
import { readPayrollSettings } from './payroll-settings.repo';
import { updatePayrollSettings } from './update-payroll-settings';
import { makeExport } from './make-export';
import { readExport, readExports } from './read-export';
import { csvFile } from './csv-file';
import { lodasFile } from './lodas-file';

export function payrollSettingsHandlers(deps: ServiceDeps): Handlers<typeof payrollSettingsApi> {
  return {
    getPayrollSettings: () => readPayrollSettings(deps.db),
    updatePayrollSettings: ({ principal, body, expectedVersion, requestId }) => updatePayrollSettings(deps, principal, body, expectedVersion, requestId),
  };
}

export function payrollExportsHandlers(deps: ServiceDeps): Handlers<typeof payrollExportsApi> {
  return {
    createPayrollExport: ({ principal, body, requestId }) => makeExport(deps, principal, body.month, requestId),
    listPayrollExports: ({ query }) => readExports(deps.db, query),
    getPayrollExport: ({ params }) => readExport(deps.db, params.id),
    getPayrollExportCsv: async ({ params }) => {
      const run = await readExport(deps.db, params.id);
      return { filename: `lohnexport-${run.month}-lauf-${run.runNumber}.csv`, content: csvFile(run) };
    },
    getPayrollExportLodas: async ({ params }) => {
      const run = await readExport(deps.db, params.id);
      return { filename: `lodas-${run.month}-lauf-${run.runNumber}.txt`, content: lodasFile(run) };
    },
  };
}
