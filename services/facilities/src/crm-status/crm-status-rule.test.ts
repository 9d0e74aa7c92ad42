import { describe, expect, test } from '@jest/globals';
import { judgeCrmStatus } from './crm-status-rule';

const list = [
  { code: 'Lead', active: true },
  { code: 'Kunde', active: true },
  { code: 'Ehemalig', active: false },
];

describe('crmStatus rule', () => {
  test('when the replica is empty, any value is accepted', () => {
    expect(judgeCrmStatus([], null, 'Anything')).toEqual({ ok: true });
  });

  test('no crmStatus is always accepted', () => {
    expect(judgeCrmStatus(list, 'Lead', null)).toEqual({ ok: true });
  });

  test('an active code of the list is accepted', () => {
    expect(judgeCrmStatus(list, null, 'Kunde')).toEqual({ ok: true });
  });

  test('a code outside the list is refused as unknown', () => {
    expect(judgeCrmStatus(list, null, 'Prospect')).toMatchObject({ ok: false, code: 'CRM_STATUS_UNKNOWN' });
  });

  test('codes match exactly, case included', () => {
    expect(judgeCrmStatus(list, null, 'kunde')).toMatchObject({ ok: false, code: 'CRM_STATUS_UNKNOWN' });
  });

  test('changing to an inactive code is refused', () => {
    expect(judgeCrmStatus(list, 'Lead', 'Ehemalig')).toMatchObject({ ok: false, code: 'CRM_STATUS_INACTIVE' });
  });

  test('an inactive code stays valid while it is unchanged', () => {
    expect(judgeCrmStatus(list, 'Ehemalig', 'Ehemalig')).toEqual({ ok: true });
  });

  test('a code removed from the list stays valid while it is unchanged', () => {
    expect(judgeCrmStatus(list, 'Gone', 'Gone')).toEqual({ ok: true });
  });
});
