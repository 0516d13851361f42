import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ROLLOUT_POLICY, rolloutPolicySchema } from '@colophon/shared/contracts';
import { renderWithProviders } from '@colophon/shared/testing';
import { fakeApi, type FakeResponse } from '../../../../test/fake-api';
import '../../../../app/register-translations';
import { RolloutPolicyEditor } from './rollout-policy-editor';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

/** GET answers the saved policy; PUT answers `put` (the sent policy, saved, unless told). */
function serve(put?: FakeResponse) {
  api = fakeApi((config) =>
    config.method === 'put'
      ? (put ?? {
          status: 200,
          data: { message: 'Saved', data: JSON.parse(String(config.data)) },
        })
      : { status: 200, data: { data: DEFAULT_ROLLOUT_POLICY } },
  );
}

const puts = () => api.requests.filter((r) => r.method === 'put');
/** The text a field's control is described by: its error (and help). */
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
};

describe('RolloutPolicyForm', () => {
  it('refuses a window out of range at its field, in the contract’s words, and sends nothing', async () => {
    serve();
    renderWithProviders(<RolloutPolicyEditor section="journals" />);
    await screen.findByLabelText('Window (minutes)');
    const window = type('Window (minutes)', '0');
    fireEvent.click(screen.getByText('Save policy'));

    await waitFor(() => expect(window).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(window)).toContain(
      'The window must be a whole number of minutes from 1 to 1440',
    );
    expect(describedBy(screen.getByLabelText('Minimum canary sessions'))).not.toContain('must');
    expect(puts()).toHaveLength(0);
  });

  it('refuses a watched slowdown left empty (off is the checkbox, not an empty field)', async () => {
    serve();
    renderWithProviders(<RolloutPolicyEditor section="journals" />);
    await screen.findByLabelText('INP slowdown against stable (ms)');
    const inp = type('INP slowdown against stable (ms)', '');
    fireEvent.click(screen.getByText('Save policy'));

    await waitFor(() => expect(inp).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(inp)).toContain(
      'The slowdown must be a whole number of milliseconds from 0 to 60,000',
    );
    expect(puts()).toHaveLength(0);
  });

  it('puts the server’s refusal at its field', async () => {
    serve({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { min_sessions: ['rollout.minSessions'] },
      },
    });
    renderWithProviders(<RolloutPolicyEditor section="journals" />);
    await screen.findByLabelText('Minimum canary sessions');
    const sample = type('Minimum canary sessions', '150');
    fireEvent.click(screen.getByText('Save policy'));

    await waitFor(() => expect(sample).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(sample)).toContain(
      'The sample must be a whole number of sessions from 1 to 1,000,000',
    );
  });

  it('saves the changed rules, a rule switched off as null, and says so', async () => {
    serve();
    renderWithProviders(<RolloutPolicyEditor section="journals" />);
    await screen.findByLabelText('Highest error rate (%)');
    type('Highest error rate (%)', '5');
    fireEvent.click(screen.getByLabelText('Watch INP'));
    expect(screen.getByLabelText('INP slowdown against stable (ms)')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Promote automatically'));
    type('Promote after a clean soak (minutes)', '30');
    fireEvent.click(screen.getByText('Save policy'));

    expect(await screen.findByText('Rollout policy saved')).toBeInTheDocument();
    const [sent] = puts();
    expect(sent?.url).toBe('remotes/journals/policy');
    expect(rolloutPolicySchema.parse(sent?.data)).toEqual({
      ...DEFAULT_ROLLOUT_POLICY,
      max_error_rate: 5,
      max_inp_regression_ms: null,
      promote_after_minutes: 30,
    });
  });

  it('asks before resetting to the defaults, then saves them', async () => {
    api = fakeApi((config) =>
      config.method === 'put'
        ? { status: 200, data: { message: 'Saved', data: JSON.parse(String(config.data)) } }
        : {
            status: 200,
            data: { data: { ...DEFAULT_ROLLOUT_POLICY, enabled: false, min_sessions: 50 } },
          },
    );
    renderWithProviders(<RolloutPolicyEditor section="journals" />);
    expect(await screen.findByLabelText('Minimum canary sessions')).toHaveValue('50');
    fireEvent.click(screen.getByText('Reset to defaults'));
    const dialog = (
      await screen.findByText('Reset the rollout policy to the defaults?', {
        selector: '.ant-modal-confirm-title',
      })
    ).closest('.ant-modal-confirm') as HTMLElement;
    expect(dialog).toHaveTextContent('The watcher uses the default rules from now on.');
    expect(puts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByText('Reset to defaults'));

    expect(await screen.findByText('Rollout policy saved')).toBeInTheDocument();
    expect(puts()[0]?.data).toEqual(DEFAULT_ROLLOUT_POLICY);
    await waitFor(() =>
      expect(screen.getByLabelText('Minimum canary sessions')).toHaveValue('200'),
    );
  });
});
