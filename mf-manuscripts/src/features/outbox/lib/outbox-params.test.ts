import { knownManuscript, knownState, toOutboxQuery } from './outbox-params';

describe('the outbox query', () => {
  it('leaves blanks out and sends the manuscript as a number', () => {
    expect(
      toOutboxQuery({ page: 2, perPage: 20, search: '  ', state: '', manuscript: '' }),
    ).toEqual({ page: 2, per_page: 20 });
    expect(
      toOutboxQuery({ page: 1, perPage: 50, search: ' ada ', state: 'failed', manuscript: '12' }),
    ).toEqual({ page: 1, per_page: 50, search: 'ada', state: 'failed', manuscript_id: 12 });
  });

  it('reads an unknown state or a malformed manuscript in the URL as no filter', () => {
    expect(knownState('kept')).toBe('kept');
    expect(knownState('lost')).toBe('');
    expect(knownManuscript('12')).toBe('12');
    expect(knownManuscript('012')).toBe('');
    expect(knownManuscript('x')).toBe('');
  });
});
