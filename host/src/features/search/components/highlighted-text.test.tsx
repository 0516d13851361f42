import { render } from '@testing-library/react';
import { HighlightedText } from './highlighted-text';

describe('HighlightedText', () => {
  it('marks the ranges and keeps markup in the text as text', () => {
    const { container } = render(
      <HighlightedText
        value={{
          text: '<b>Bird</b> birds',
          ranges: [
            [3, 7],
            [12, 17],
          ],
        }}
      />,
    );
    expect(container.querySelectorAll('mark')).toHaveLength(2);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>Bird</b> birds');
  });

  it('ignores ranges outside the text or overlapping', () => {
    const { container } = render(
      <HighlightedText
        value={{
          text: 'abc',
          ranges: [
            [0, 2],
            [1, 3],
            [2, 9],
          ],
        }}
      />,
    );
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.textContent).toBe('abc');
  });
});
