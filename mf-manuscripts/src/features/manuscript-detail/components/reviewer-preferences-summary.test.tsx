import { screen } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReviewerPreferencesSummary } from './reviewer-preferences-summary';

jest.setTimeout(60_000);

afterEach(() => jest.restoreAllMocks());

const answer = (data: unknown) =>
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      url === 'manuscripts/7/reviewer-preferences'
        ? Promise.resolve({ data: { data } })
        : Promise.reject(new Error(`unexpected GET ${url}`)),
    );

describe('the authors’ reviewer lists on the overview (editors)', () => {
  it('lists each reviewer with the reason, marking who has no account yet', async () => {
    answer({
      suggested: [
        {
          name: 'Grace Hopper',
          email: 'grace@example.org',
          reason: 'Knows the method',
          user_id: 3,
        },
      ],
      excluded: [
        { name: 'A Rival', email: 'rival@example.org', reason: 'Competing group', user_id: null },
      ],
    });
    renderWithProviders(<ReviewerPreferencesSummary manuscriptId={7} />);
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Knows the method')).toBeInTheDocument();
    const excluded = screen.getByRole('region', { name: 'Reviewers to exclude' });
    expect(excluded).toHaveTextContent('A Rival');
    expect(excluded).toHaveTextContent('Competing group');
    expect(excluded).toHaveTextContent('no account yet');
  });

  it('says when there are none', async () => {
    answer({ suggested: [], excluded: [] });
    renderWithProviders(<ReviewerPreferencesSummary manuscriptId={7} />);
    expect(
      await screen.findByText('The authors suggested no reviewers and excluded nobody.'),
    ).toBeInTheDocument();
  });
});
