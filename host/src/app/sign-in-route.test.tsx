// The sign-in route starts the panel's idle prefetch once its page has
// rendered, not while its code loads: downloads begun before the form's paint
// were counted into the page's largest paint.
import { type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { type RouteObject } from '@colophon/shared/router';
import { prefetchPanelWhenIdle } from '../first-load/prefetch-panel';
import { routes } from './routes';

jest.mock('../first-load/prefetch-panel', () => ({
  ...jest.requireActual('../first-load/prefetch-panel'),
  prefetchPanelWhenIdle: jest.fn(),
}));
jest.mock('../features/auth/login-page', () => ({ LoginPage: () => <p>sign-in form</p> }));

const find = (list: RouteObject[], path: string): RouteObject | undefined =>
  list
    .map((route) => (route.path === path ? route : find(route.children ?? [], path)))
    .find(Boolean);

it('prefetches the panel after the sign-in page has rendered', async () => {
  const lazy = find(routes, 'login')?.lazy;
  if (typeof lazy !== 'function') throw new Error('no lazy login route');
  const { Component } = (await lazy()) as { Component: ComponentType };
  expect(prefetchPanelWhenIdle).not.toHaveBeenCalled();

  const view = render(<Component />);
  expect(view.getByText('sign-in form')).toBeInTheDocument();
  expect(prefetchPanelWhenIdle).toHaveBeenCalledTimes(1);
});
