import { stateFromPostalCode } from './federal-states';

describe('stateFromPostalCode', () => {
  it.each([
    ['80331', 'BY'], ['10115', 'BE'], ['14467', 'BB'], ['14193', 'BE'], ['20095', 'HH'], ['22846', 'SH'],
    ['28195', 'HB'], ['27568', 'HB'], ['01067', 'SN'], ['99084', 'TH'], ['66111', 'SL'], ['66953', 'RP'],
    ['63739', 'BY'], ['89231', 'BY'], ['89073', 'BW'], ['50667', 'NW'], ['30159', 'NI'], ['60311', 'HE'],
  ])('%s → %s', (plz, state) => {
    expect(stateFromPostalCode(plz)).toBe(state);
  });

  it('gives null for unknown or malformed codes', () => {
    expect(stateFromPostalCode(null)).toBeNull();
    expect(stateFromPostalCode('00123')).toBeNull();
    expect(stateFromPostalCode('8033')).toBeNull();
    expect(stateFromPostalCode('A8033')).toBeNull();
  });
});
