import { toDetailTab } from './detail-tab';

describe('toDetailTab', () => {
  it('reads a known tab and falls back to the overview', () => {
    expect(toDetailTab('manuscripts')).toBe('manuscripts');
    expect(toDetailTab('nope')).toBe('overview');
    expect(toDetailTab(null)).toBe('overview');
  });
});
