import { analyticsParamsOf } from './use-analytics-params';

const now = new Date('2026-03-15T12:00:00Z');

describe('the analytics URL', () => {
  it('asks for the last 12 months of every journal when the URL says nothing', () => {
    expect(analyticsParamsOf(new URLSearchParams(''), now).query).toEqual({
      from: '2025-04',
      to: '2026-03',
    });
  });

  it('asks for the journal, editor and period the URL names', () => {
    const params = analyticsParamsOf(
      new URLSearchParams('journal=3&editor=9&period=quarter&at=2025-Q2'),
      now,
    );
    expect(params.journalId).toBe(3);
    expect(params.editorId).toBe(9);
    expect(params.query).toEqual({ journal_id: 3, editor_id: 9, from: '2025-04', to: '2025-06' });
  });

  it('ignores ids that are not positive whole numbers', () => {
    const params = analyticsParamsOf(new URLSearchParams('journal=abc&editor=-2'), now);
    expect(params.journalId).toBeUndefined();
    expect(params.editorId).toBeUndefined();
  });
});
