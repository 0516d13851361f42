import { startTransition } from 'react';
import type * as ReactApi from 'react';
import { act, render, screen } from '@testing-library/react';
import { initSession } from '@colophon/shared';
import { useSessionChecked } from './session-check';

jest.mock('react', () => {
  const react = jest.requireActual<typeof ReactApi>('react');
  return { ...react, startTransition: jest.fn(react.startTransition) };
});
let finishCheck: () => void = () => undefined;
// A stored session to validate: the check waits for initSession.
jest.mock('@colophon/shared', () => ({
  ...jest.requireActual('@colophon/shared'),
  readAuthToken: () => 'stored-token',
  initSession: jest.fn(() => new Promise<void>((resolve) => (finishCheck = resolve))),
}));

function Guard() {
  return <p>{useSessionChecked() ? 'checked' : 'checking'}</p>;
}

it('reveals what waited for the session check in a transition, once it settles', async () => {
  const transition = jest.mocked(startTransition);
  render(<Guard />);
  expect(screen.getByText('checking')).toBeInTheDocument();
  await act(async () => {
    await Promise.resolve();
  });
  expect(initSession).toHaveBeenCalledTimes(1);
  expect(transition).not.toHaveBeenCalled();

  await act(async () => {
    finishCheck();
    await Promise.resolve();
  });
  expect(await screen.findByText('checked')).toBeInTheDocument();
  // The signed-in panel's first render yields to input: not a blocking update.
  expect(transition).toHaveBeenCalled();

  // A guard mounted after the check knows at once.
  render(<Guard />);
  expect(screen.getAllByText('checked')).toHaveLength(2);
});
