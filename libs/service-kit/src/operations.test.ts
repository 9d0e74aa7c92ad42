import { commonPrefix } from './operations';

describe('commonPrefix (where a contract\'s router is mounted)', () => {
  it('takes the whole segments every path shares, stopping at a parameter', () => {
    expect(commonPrefix(['/api/orders', '/api/orders/{id}'])).toBe('/api/orders');
    expect(commonPrefix(['/api/assignments/{id}/travel-cost'])).toBe('/api/assignments');
    expect(commonPrefix(['/api/value-lists', '/api/value-lists/{key}/entries/{code}'])).toBe('/api/value-lists');
    expect(commonPrefix(['/api/settings/assignment-validation'])).toBe('/api/settings/assignment-validation');
  });

  it('never cuts inside a segment', () => {
    expect(commonPrefix(['/api/trash', '/api/trash-bin'])).toBe('/api');
    expect(commonPrefix(['/api/me/distances', '/api/me/facility-directory'])).toBe('/api/me');
  });
});
