import { routerPathOf } from './use-leave-guard';

function clickOn(element: Element, init: MouseEventInit = {}) {
  document.body.appendChild(element);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: element.firstElementChild ?? element });
  element.remove();
  return event;
}

const link = (href: string, attributes: Record<string, string> = {}) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.appendChild(document.createElement('span'));
  return anchor;
};

describe('which clicks the leave guard catches', () => {
  beforeEach(() => window.history.replaceState(null, '', '/manuscripts/create'));

  it('catches a plain click on a link to another page of the app', () => {
    expect(routerPathOf(clickOn(link('/dashboard?x=1')))).toBe('/dashboard?x=1');
  });

  it('lets through new tabs, downloads, other sites and the same page', () => {
    expect(routerPathOf(clickOn(link('/dashboard'), { ctrlKey: true }))).toBeNull();
    expect(routerPathOf(clickOn(link('/dashboard', { target: '_blank' })))).toBeNull();
    expect(routerPathOf(clickOn(link('/file.pdf', { download: '' })))).toBeNull();
    expect(routerPathOf(clickOn(link('https://orcid.org/0000')))).toBeNull();
    expect(routerPathOf(clickOn(link('/manuscripts/create')))).toBeNull();
    expect(routerPathOf(clickOn(document.createElement('button')))).toBeNull();
  });
});
