// Renders in every language at once: the app loads a language's catalog with it.
import '@colophon/shared/contracts/all-languages';
import { msg } from '@colophon/shared/contracts';
import { activityText } from './activity-text';

describe('activityText', () => {
  const created = msg('activity.manuscript.created', { actor: 'Ada Admin', subject: 'On Light' });

  it('renders the API’s codes in the reader’s language', () => {
    expect(activityText(created, 'en')).toBe('Ada Admin created manuscript “On Light”');
    expect(activityText(created, 'de')).toBe('Ada Admin hat das Manuskript „On Light“ angelegt');
    // In Urdu the English name and title are isolated (FSI … PDI), so their punctuation stays put.
    expect(activityText(created, 'ur')).toBe(
      '\u2068Ada Admin\u2069 نے مسودہ “\u2068On Light\u2069” بنایا',
    );
  });

  it('says "System" in the reader’s language when no user acted', () => {
    const byNobody = msg('activity.user.registered', { subject: 'x' });
    expect(activityText(byNobody, 'en')).toBe('System registered');
    expect(activityText(byNobody, 'ur')).toBe('نظام نے اندراج کیا');
  });

  it('never shows a "#?" placeholder for a reorder', () => {
    const reordered = msg('activity.category.reordered', { actor: 'Ada Admin', subject: '#null' });
    expect(activityText(reordered, 'en')).toBe('Ada Admin reordered the categories');
  });

  it('shows a text written before codes as it is', () => {
    expect(activityText('Ada Admin created user “X”', 'de')).toBe('Ada Admin created user “X”');
  });
});
