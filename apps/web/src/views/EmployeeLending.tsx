/** Beside an employee: her lending clock per client and the earlier periods that feed it (AÜG; docs/lending-law.md). */
import { useState } from 'react';
import { LendingClock } from './LendingClock';
import { LendingHistory } from './LendingHistory';

export function EmployeeLending({ employeeId }: { employeeId: string }) {
  const [changed, setChanged] = useState(0);
  return (
    <div className="lending">
      <LendingClock employeeId={employeeId} changed={changed} />
      <LendingHistory employeeId={employeeId} onChanged={() => setChanged((n) => n + 1)} />
    </div>
  );
}
