import { leavingLinkTarget, type ClickLike } from './leave-guard';

const here = new URL('http://panel.test/journals/create');

function clickOn(html: string, overrides: Partial<ClickLike> = {}): ClickLike {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-click]') ?? document.body;
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target,
    ...overrides,
  };
}

describe('leavingLinkTarget', () => {
  it('returns the in-app path of a plain click on a link, also from inside it', () => {
    expect(leavingLinkTarget(clickOn('<a href="/dashboard" data-click>x</a>'), here)).toBe(
      '/dashboard',
    );
    expect(
      leavingLinkTarget(clickOn('<a href="/journals?page=2"><span data-click>x</span></a>'), here),
    ).toBe('/journals?page=2');
  });

  it('lets through what does not leave the screen', () => {
    expect(leavingLinkTarget(clickOn('<button data-click>x</button>'), here)).toBeNull();
    expect(
      leavingLinkTarget(clickOn('<a href="/journals/create" data-click>x</a>'), here),
    ).toBeNull();
    expect(
      leavingLinkTarget(clickOn('<a href="https://elsewhere.test/" data-click>x</a>'), here),
    ).toBeNull();
    expect(
      leavingLinkTarget(clickOn('<a href="/x" target="_blank" data-click>x</a>'), here),
    ).toBeNull();
    expect(
      leavingLinkTarget(clickOn('<a href="/x.csv" download data-click>x</a>'), here),
    ).toBeNull();
    expect(
      leavingLinkTarget(clickOn('<a href="/x" data-click>x</a>', { ctrlKey: true }), here),
    ).toBeNull();
    expect(
      leavingLinkTarget(clickOn('<a href="/x" data-click>x</a>', { button: 1 }), here),
    ).toBeNull();
    expect(
      leavingLinkTarget(clickOn('<a href="/x" data-click>x</a>', { defaultPrevented: true }), here),
    ).toBeNull();
  });
});
