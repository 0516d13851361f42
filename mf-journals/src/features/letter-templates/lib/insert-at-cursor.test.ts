import { insertAtCursor, mergeToken } from './insert-at-cursor';

describe('insertAtCursor', () => {
  it('inserts at the caret and moves the caret after the insert', () => {
    expect(insertAtCursor('Dear ,', '{{recipient.name}}', 5, 5)).toEqual({
      text: 'Dear {{recipient.name}},',
      caret: 23,
    });
  });

  it('replaces a selection', () => {
    expect(insertAtCursor('Dear NAME,', 'X', 5, 9)).toEqual({ text: 'Dear X,', caret: 6 });
  });

  it('appends when the field has no cursor yet, and clamps stale positions', () => {
    expect(insertAtCursor('abc', 'X', null, null)).toEqual({ text: 'abcX', caret: 4 });
    expect(insertAtCursor('abc', 'X', 10, 12)).toEqual({ text: 'abcX', caret: 4 });
    expect(insertAtCursor('abc', 'X', 2, 1)).toEqual({ text: 'abXc', caret: 3 });
  });

  it('writes a field as the template engine reads it', () => {
    expect(mergeToken('author.name')).toBe('{{author.name}}');
  });
});
