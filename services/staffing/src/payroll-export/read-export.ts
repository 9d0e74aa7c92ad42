import { notFound, type Queryable } from '@cs/service-kit';
import { toPaged } from '@cs/contracts';
import type { ListPayrollExportsQuery } from '@cs/contracts/http/payroll-export';
import { findExport, listExports } from './payroll-exports.repo';
import { toResponse, toSummary } from './export-record';

export async function readExport(q: Queryable, id: string) {
  const found = await findExport(q, id);
  if (!found) throw notFound('Payroll export');
  return toResponse(found.run, found.lines, found.sheets);
}

export async function readExports(q: Queryable, query: ListPayrollExportsQuery) {
  const { rows, total } = await listExports(q, query);
  return toPaged(rows.map(toSummary), total, query);
}
