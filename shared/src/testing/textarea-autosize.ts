// Jest only (jest.config.cjs maps antd's './calculateNodeHeight' here): a
// TextArea with autoSize measures a hidden copy of itself on every render, with
// window.getComputedStyle. jsdom lays nothing out (scrollHeight is always 0), so
// the measure means nothing there, yet it matched every antd style rule against
// the textarea each time: 3.3 of the 5.1 s it took to render the journal form.
// The height is what jsdom's measure gave (no lines); resize stays off as in the
// real function.

/** The textarea's sizing styles, as the real function would return them. */
export function calculateNodeStyling() {
  return { sizingStyle: '', paddingSize: 0, borderSize: 0, boxSizing: '' };
}

/** The autosize style: no measured lines in jsdom. */
export default function calculateAutoSizeStyle() {
  return { height: 0, resize: 'none' as const };
}
