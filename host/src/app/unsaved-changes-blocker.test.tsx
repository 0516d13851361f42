// One dialog per blocked navigation, however often the page re-renders meanwhile.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
// The test builds its own data router (the shared router entry exports what the panel uses).
// eslint-disable-next-line no-restricted-imports
import { createMemoryRouter } from 'react-router-dom';
import { RouterProvider, useNavigate } from '@colophon/shared/router';
import { useUnsavedChanges } from '@colophon/shared';
import { UnsavedChangesBlocker } from './unsaved-changes-blocker';

let answer: (leave: boolean) => void = () => {};
const confirmDiscardChanges = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
jest.mock('@colophon/shared', () => ({
  ...jest.requireActual('@colophon/shared'),
  confirmDiscardChanges: () => confirmDiscardChanges(),
}));

function DirtyForm() {
  useUnsavedChanges(true);
  const navigate = useNavigate();
  const [renders, setRenders] = useState(0);
  return (
    <>
      <p>form {renders}</p>
      <button onClick={() => navigate('/elsewhere')}>leave</button>
      <button onClick={() => setRenders((n) => n + 1)}>rerender</button>
    </>
  );
}

it('asks once, and staying keeps the page', async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <UnsavedChangesBlocker />
            <DirtyForm />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'leave' }));
  await user.click(screen.getByRole('button', { name: 'rerender' }));
  await user.click(screen.getByRole('button', { name: 'rerender' }));
  expect(screen.getByText('form 2')).toBeInTheDocument();
  expect(confirmDiscardChanges).toHaveBeenCalledTimes(1);

  await act(async () => answer(false));
  expect(router.state.location.pathname).toBe('/');
  expect(screen.getByText('form 2')).toBeInTheDocument();

  // A new attempt asks again (leaving is covered end to end: jsdom has no fetch Request).
  await user.click(screen.getByRole('button', { name: 'leave' }));
  expect(confirmDiscardChanges).toHaveBeenCalledTimes(2);
});
