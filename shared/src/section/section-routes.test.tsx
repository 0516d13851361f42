import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../router';
import { sectionRoutes } from './section-routes';

const page = (text: string) => () => <p>{text}</p>;
const Routes = sectionRoutes({
  '/things': page('list'),
  '/things/:id': page('detail'),
  '/mine': page('mine'),
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
}

describe('sectionRoutes', () => {
  it('renders the page of a path', () => {
    renderAt('/things/7');
    expect(screen.getByText('detail')).toBeInTheDocument();
  });

  it('sends an unknown path back to the page of its own prefix', () => {
    renderAt('/things/7/nope');
    expect(screen.getByText('list')).toBeInTheDocument();
    renderAt('/mine/nope');
    expect(screen.getByText('mine')).toBeInTheDocument();
  });
});
