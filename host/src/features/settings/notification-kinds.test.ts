import { kindsFor } from './notification-kinds';

describe('the kinds of event a user is asked about', () => {
  it('an author: their manuscripts and discussions', () => {
    expect(kindsFor(['author'])).toEqual(['myManuscripts', 'discussions']);
  });

  it('a reviewer also their invitations; an editor also the review and the desk', () => {
    expect(kindsFor([{ name: 'reviewer' }])).toEqual([
      'myManuscripts',
      'reviewRequests',
      'discussions',
    ]);
    expect(kindsFor(['associate-editor', 'reviewer'])).toEqual([
      'myManuscripts',
      'reviewRequests',
      'reviewProgress',
      'editorialWork',
      'discussions',
    ]);
  });
});
