import { act, screen, within } from '@testing-library/react';
import { i18n } from '@colophon/shared';
import { type RoundAlternate } from '@colophon/shared/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { invitation, reviewRound } from '../testing/round-fixtures';
import { RoundAlternates } from './round-alternates';

jest.setTimeout(60_000);
afterEach(() => act(() => void i18n.changeLanguage('en')));

const alternate = (id: number, more: Partial<RoundAlternate>): RoundAlternate => ({
  id,
  reviewer: { id: 60 + id, name: `Alternate ${id}` },
  position: id,
  status: 'waiting',
  for_invitation_id: 1,
  invitation_id: null,
  replaces_invitation_id: null,
  called_because: null,
  skipped_because: null,
  updated_at: '2026-03-04T12:00:00.000Z',
  ...more,
});

/** Strips the Unicode isolates around names inside sentences. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describe('the alternates of a round', () => {
  it('lists, behind each invitation, who was invited in whose place, who was passed over and who waits', async () => {
    const round = reviewRound({
      invitations: [
        { ...invitation(1, 11, 'declined'), reviewer: { id: 11, name: 'Dana First' } },
        { ...invitation(2, 61, 'invited'), reviewer: { id: 61, name: 'Alternate 1' } },
      ],
      alternates: [
        alternate(1, {
          status: 'invited',
          invitation_id: 2,
          replaces_invitation_id: 1,
          called_because: 'declined',
        }),
        alternate(2, { status: 'skipped', skipped_because: 'alreadyInvited' }),
        alternate(3, {}),
      ],
    });
    renderWithProviders(<RoundAlternates round={round} />);
    const section = await screen.findByRole('region', { name: 'Alternates' });
    expect(plain(within(section).getByText(/declines or does not answer/).textContent)).toBe(
      'If Dana First declines or does not answer in time:',
    );
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => plain(item.textContent))).toEqual([
      'Alternate 1Invitedin place of Dana First, who declined',
      'Alternate 2Passed overalready invited in this round',
      'Alternate 3Waiting',
    ]);
  });

  it('says who did not answer in time, in German too', async () => {
    const round = reviewRound({
      invitations: [
        { ...invitation(1, 11, 'cancelled'), reviewer: { id: 11, name: 'Dana First' } },
      ],
      alternates: [
        alternate(1, { status: 'invited', replaces_invitation_id: 1, called_because: 'overdue' }),
      ],
    });
    renderWithProviders(<RoundAlternates round={round} />);
    await act(() => i18n.changeLanguage('de'));
    const section = await screen.findByRole('region', { name: 'Ersatzgutachter' });
    expect(plain(within(section).getByRole('listitem').textContent)).toBe(
      'Alternate 1Eingeladenanstelle von Dana First (keine rechtzeitige Antwort)',
    );
  });

  it('shows nothing when the round has no alternates or the reader receives none', () => {
    const { container } = renderWithProviders(
      <>
        <RoundAlternates round={reviewRound({ alternates: [] })} />
        <RoundAlternates round={reviewRound()} />
      </>,
    );
    expect(container.querySelector('[data-testid="round-alternates"]')).toBeNull();
  });
});
