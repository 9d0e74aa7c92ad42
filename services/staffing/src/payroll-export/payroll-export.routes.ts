import type { Response } from 'express';
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

const attachment = (res: Response, name: string) => res.setHeader('content-disposition', `attachment; filename="${name}"`);

export function payrollExportsHandlers(deps: ServiceDeps): Handlers<typeof payrollExportsApi> {
  return {
    createPayrollExport: ({ principal, body, requestId }) => makeExport(deps, principal, body.month, requestId),
    listPayrollExports: ({ query }) => readExports(deps.db, query),
    getPayrollExport: ({ params }) => readExport(deps.db, params.id),
    getPayrollExportCsv: async ({ params, res }) => {
      const run = await readExport(deps.db, params.id);
      attachment(res, `lohnexport-${run.month}-lauf-${run.runNumber}.csv`);
      return csvFile(run);
    },
    getPayrollExportLodas: async ({ params, res }) => {
      const run = await readExport(deps.db, params.id);
      const file = lodasFile(run);
      attachment(res, `lodas-${run.month}-lauf-${run.runNumber}.txt`);
      return file;
    },
  };
}
