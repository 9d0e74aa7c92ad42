import { checkContractCoverage } from './check-contract-coverage';
import { makeFacts } from './conflict-facts.fixture';
import type { ContractFacts } from './types';

const contract = (partial: Partial<ContractFacts>): ContractFacts => ({
  id: 'c1', facilityId: 'f1', status: 'Active', validFrom: '2026-01-01', validTo: null, ...partial,
});

describe('checkContractCoverage', () => {
  it('passes with an open-ended active contract', () => {
    expect(checkContractCoverage(makeFacts())).toEqual([]);
  });

  it('passes when the validity exactly matches the range', () => {
    expect(checkContractCoverage(makeFacts({ contracts: [contract({ validFrom: '2026-05-04', validTo: '2026-05-08' })] }))).toEqual([]);
  });

  it('ignores draft, terminated and other-facility contracts', () => {
    const facts = makeFacts({
      contracts: [
        contract({ id: 'c1', status: 'Draft' }),
        contract({ id: 'c2', status: 'Terminated' }),
        contract({ id: 'c3', facilityId: 'f2' }),
      ],
    });
    const [finding] = checkContractCoverage(facts);
    expect(finding).toMatchObject({
      check: 'contractCoverage',
      code: 'CONTRACT_COVERAGE_MISSING',
      related: [{ type: 'facility', id: 'f1' }, { type: 'order', id: 'o1' }],
      details: { facilityId: 'f1', partialContracts: [] },
    });
    expect(finding.message).toBe('No active contract of the facility covers the assignment period 2026-05-04 to 2026-05-08.');
  });

  it('reports contracts ending one day early or starting one day late as partial coverage', () => {
    const facts = makeFacts({
      contracts: [
        contract({ id: 'c1', validFrom: '2026-01-01', validTo: '2026-05-07' }),
        contract({ id: 'c2', validFrom: '2026-05-05', validTo: null }),
      ],
    });
    const [finding] = checkContractCoverage(facts);
    expect(finding.details.partialContracts).toEqual([
      { contractId: 'c1', validFrom: '2026-01-01', validTo: '2026-05-07', coveredFrom: '2026-05-04', coveredTo: '2026-05-07' },
      { contractId: 'c2', validFrom: '2026-05-05', validTo: null, coveredFrom: '2026-05-05', coveredTo: '2026-05-08' },
    ]);
    expect(finding.related).toContainEqual({ type: 'contract', id: 'c2' });
    expect(finding.message).toBe(
      'No single active contract of the facility covers the whole assignment period 2026-05-04 to 2026-05-08; ' +
        'only partly covered by c1 (2026-05-04 to 2026-05-07), c2 (2026-05-05 to 2026-05-08).',
    );
  });

  it('reports a contract that ended before the range without listing it as partial', () => {
    const [finding] = checkContractCoverage(makeFacts({ contracts: [contract({ validTo: '2026-05-03' })] }));
    expect(finding.details.partialContracts).toEqual([]);
  });
});
