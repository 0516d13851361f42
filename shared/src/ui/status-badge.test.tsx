import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '../i18n/i18n';
import { AppProviders } from '../providers/app-providers';
import { StatusBadge } from './status-badge';
import { STATUS_VARIANTS } from './status-colors';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

afterEach(() => act(() => changeLanguage('en')));

// Status → badge colour; antd: default grey, processing blue, warning gold, success green, error red.
const EXPECTED: Array<[string, string, string]> = [
  ['draft', 'secondary', 'default'],
  ['submitted', 'info', 'processing'],
  ['under_review', 'warning', 'warning'],
  ['revision_requested', 'warning', 'warning'],
  ['revised', 'info', 'processing'],
  ['accepted', 'success', 'success'],
  ['rejected', 'danger', 'error'],
  ['published', 'success', 'success'],
  ['withdrawn', 'secondary', 'default'],
  ['active', 'success', 'success'],
  ['inactive', 'secondary', 'default'],
  ['pending', 'warning', 'warning'],
  ['approved', 'success', 'success'],
];

it('covers every status of the spec', () => {
  expect(Object.keys(STATUS_VARIANTS).sort()).toEqual(EXPECTED.map(([status]) => status).sort());
});

it.each(EXPECTED)('%s is %s (%s)', (status, variant, color) => {
  render(<StatusBadge status={status} />);
  const badge = screen.getByText(status.replace(/_/g, ' '), {
    exact: false,
    normalizer: (text) => text.toLowerCase(),
  });
  expect(badge).toHaveAttribute('data-variant', variant);
  if (color === 'default')
    expect(badge.className).not.toMatch(/ant-tag-(success|processing|warning|error)/);
  else expect(badge).toHaveClass(`ant-tag-${color}`);
});

it('shows unknown statuses with spaces in grey', () => {
  render(<StatusBadge status="on_hold_now" />);
  expect(screen.getByText('on hold now')).toHaveAttribute('data-variant', 'secondary');
});

it('translates the label', async () => {
  render(
    <AppProviders>
      <StatusBadge status="under_review" />
    </AppProviders>,
  );
  await act(() => changeLanguage('de'));
  expect(screen.getByText('In Begutachtung')).toBeInTheDocument();
  // Written as German writes it, not capitalised word by word by CSS.
  expect(screen.getByText('In Begutachtung')).not.toHaveStyle({ textTransform: 'capitalize' });
  await act(() => changeLanguage('ur'));
  expect(screen.getByText('زیرِ جائزہ')).toBeInTheDocument();
});
