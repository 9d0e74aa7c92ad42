import { checkContractCoverage, contractCoverage } from './check-contract-coverage';
import { makeFacts, words } from './conflict-facts.fixture';
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
    expect(contractCoverage).toMatchObject({ check: 'contractCoverage', legalSource: 'AÜG §1 Abs. 1 Satz 5, §12 Abs. 1 Satz 1 (Überlassungsvertrag)' });
    expect(finding).toMatchObject({
      code: 'CONTRACT_COVERAGE_MISSING',
      related: [{ type: 'facility', id: 'f1', label: 'Haus Sonne' }, { type: 'order', id: 'o1', label: '2026-05-01 – 2026-05-31' }],
      details: { facilityId: 'f1', partialContracts: [] },
    });
    expect(words(finding).text).toEqual({
      de: 'Kein aktiver Vertrag mit Haus Sonne deckt den Einsatz 04.05.2026–08.05.2026 ab.',
      en: 'No active contract with Haus Sonne covers the assignment 2026-05-04 to 2026-05-08.',
    });
    // The draft covers the range: activating it is the remedy.
    expect(words(finding).remedy).toEqual({
      de: 'Den Vertrag 01.01.2026–offen (Entwurf) mit Haus Sonne aktivieren.',
      en: 'Activate the contract 2026-01-01 to open (draft) with Haus Sonne.',
    });
  });

  it('without any contract, the remedy is to conclude one', () => {
    const [finding] = checkContractCoverage(makeFacts({ contracts: [] }));
    expect(words(finding).remedy).toEqual({
      de: 'Einen Vertrag mit Haus Sonne abschließen, der 04.05.2026–08.05.2026 abdeckt.',
      en: 'Conclude a contract with Haus Sonne that covers 2026-05-04 to 2026-05-08.',
    });
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
    expect(finding.related).toContainEqual({ type: 'contract', id: 'c2', label: 'Vertrag 05.05.2026–offen (aktiv)' });
    expect(words(finding).text).toEqual({
      de: 'Kein einzelner aktiver Vertrag mit Haus Sonne deckt den ganzen Einsatz 04.05.2026–08.05.2026 ab; nur teilweise gedeckt ' +
        '(Vertrag 01.01.2026–07.05.2026 (aktiv): 04.05.2026–07.05.2026; Vertrag 05.05.2026–offen (aktiv): 05.05.2026–08.05.2026).',
      en: 'No single active contract with Haus Sonne covers the whole assignment 2026-05-04 to 2026-05-08; only partly covered ' +
        '(contract 2026-01-01 to 2026-05-07 (active): 2026-05-04 to 2026-05-07; contract 2026-05-05 to open (active): 2026-05-05 to 2026-05-08).',
    });
    // The contract covering most of the range (c1, 4 of 5 days) is the one to extend.
    expect(words(finding).remedy).toEqual({
      de: 'Den Vertrag 01.01.2026–07.05.2026 (aktiv) bis 08.05.2026 gelten lassen, oder den Einsatz auf 04.05.2026–07.05.2026 begrenzen.',
      en: 'Make the contract 2026-01-01 to 2026-05-07 (active) valid until 2026-05-08, or limit the assignment to 2026-05-04 to 2026-05-07.',
    });
  });

  it('reports a contract that ended before the range without listing it as partial', () => {
    const [finding] = checkContractCoverage(makeFacts({ contracts: [contract({ validTo: '2026-05-03' })] }));
    expect(finding.details.partialContracts).toEqual([]);
  });
});
