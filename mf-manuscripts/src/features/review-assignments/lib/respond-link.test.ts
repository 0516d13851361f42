import { parseRespondLink } from './respond-link';

const parse = (query: string) => parseRespondLink(new URLSearchParams(query));

describe('parseRespondLink', () => {
  it('reads the invitation and the answer of an e-mail link', () => {
    expect(parse('invitation=12&respond=accept')).toEqual({ invitationId: 12, answer: 'accept' });
    expect(parse('respond=decline&invitation=7&page=2')).toEqual({
      invitationId: 7,
      answer: 'decline',
    });
  });

  it('is null without a link and invalid for a damaged one', () => {
    expect(parse('status=invited')).toBeNull();
    expect(parse('invitation=12')).toBe('invalid');
    expect(parse('invitation=12&respond=maybe')).toBe('invalid');
    expect(parse('invitation=abc&respond=accept')).toBe('invalid');
    expect(parse('respond=accept')).toBe('invalid');
  });
});
