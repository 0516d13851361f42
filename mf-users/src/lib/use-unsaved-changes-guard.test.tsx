import { act, fireEvent, render } from '@testing-library/react';
import { leavingElementOf, useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const here = new URL('http://localhost/users/create') as unknown as Location;

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  return host.firstElementChild!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('leavingElementOf', () => {
  it('treats links to another page of the panel as leaving', () => {
    const link = element('<a href="/journals"><span>Journals</span></a>');
    expect(leavingElementOf(link.querySelector('span'), here)).toBe(link);
  });

  it('ignores links that stay, open elsewhere or download', () => {
    expect(leavingElementOf(element('<a href="/users/create">x</a>'), here)).toBeNull();
    expect(leavingElementOf(element('<a href="https://doi.org/10.1/x">x</a>'), here)).toBeNull();
    expect(leavingElementOf(element('<a href="/journals" target="_blank">x</a>'), here)).toBeNull();
    expect(leavingElementOf(element('<a href="/users.csv" download>x</a>'), here)).toBeNull();
  });

  it('treats navigation menu items (route keys, sign out) as leaving, other menu items not', () => {
    const nav = element('<li role="menuitem" data-menu-id="rc-menu-uuid-1-/settings">S</li>');
    const signOut = element('<li role="menuitem" data-menu-id="rc-menu-uuid-2-sign-out">Out</li>');
    const language = element('<li role="menuitem" data-menu-id="rc-menu-uuid-3-de">DE</li>');
    expect(leavingElementOf(nav, here)).toBe(nav);
    expect(leavingElementOf(signOut, here)).toBe(signOut);
    expect(leavingElementOf(language, here)).toBeNull();
    expect(leavingElementOf(element('<button>Save</button>'), here)).toBeNull();
  });
});

function Guarded({ when, confirm }: { when: boolean; confirm: () => Promise<boolean> }) {
  useUnsavedChangesGuard(when, confirm);
  return null;
}

describe('useUnsavedChangesGuard', () => {
  it('holds a click on a link until the user decides, then replays it on Leave', async () => {
    let decide: (leave: boolean) => void = () => {};
    const confirm = jest.fn(() => new Promise<boolean>((resolve) => (decide = resolve)));
    const followed = jest.fn((event: Event) => event.preventDefault());
    const link = element('<a href="/journals">Journals</a>');
    link.addEventListener('click', followed);
    render(<Guarded when confirm={confirm} />);

    fireEvent.click(link);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(followed).not.toHaveBeenCalled();

    await act(async () => decide(false));
    expect(followed).not.toHaveBeenCalled();

    fireEvent.click(link);
    await act(async () => decide(true));
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('asks the browser before unloading, only while there are unsaved changes', () => {
    const { rerender } = render(<Guarded when confirm={() => Promise.resolve(true)} />);
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    rerender(<Guarded when={false} confirm={() => Promise.resolve(true)} />);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });

  it('lets clicks through when nothing is unsaved', () => {
    const confirm = jest.fn(() => Promise.resolve(true));
    const followed = jest.fn((event: Event) => event.preventDefault());
    const link = element('<a href="/journals">Journals</a>');
    link.addEventListener('click', followed);
    render(<Guarded when={false} confirm={confirm} />);
    fireEvent.click(link);
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledTimes(1);
  });
});
