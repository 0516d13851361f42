// The panel's global bidi rules (bidi.tsx has the helpers for values shown).
// Every React root renders them (ShellProviders in the host, AppProviders in
// each section's root); React hoists the <style> into the document head once
// (same href) however many roots render it.

/**
 * 1. Identifiers are typed left to right in every language, placeholder too
 *    (a DOI placeholder read "xyz123/10.1000" in Urdu): inputs marked
 *    `dir="ltr"` and e-mail, URL and phone inputs. antd's right-to-left styles
 *    set `direction: rtl` on the input itself, which outranks the `dir`
 *    attribute; an element with an attribute selector outranks antd's one class.
 * 2. An element showing a user's text with `dir="auto"` (an abstract in a
 *    Typography paragraph): antd's right-to-left class sets `direction: rtl` on
 *    it, which outranks the attribute; `:dir()` gives back the direction the
 *    browser found in the text (so it also aligns to its own side).
 * 3. Anything else people type keeps its own direction, paragraph by paragraph
 *    (`unicode-bidi: plaintext`): English typed into an Urdu form reads left to
 *    right with its full stop at its end, Urdu in an English form right to left,
 *    and a placeholder follows its own words. Number inputs (no letters) are
 *    left to the page's direction.
 */
export const BIDI_CSS = `
input[dir='ltr'], textarea[dir='ltr'], input[type='email'], input[type='url'], input[type='tel'] {
  direction: ltr;
}
[dir='auto']:dir(ltr) {
  direction: ltr;
}
[dir='auto']:dir(rtl) {
  direction: rtl;
}
:where(textarea, input:not([type]), input[type='text'], input[type='search']):not([dir]):not(.ant-input-number-input),
:where(textarea, input:not([type]), input[type='text'], input[type='search']):not([dir]):not(.ant-input-number-input)::placeholder {
  unicode-bidi: plaintext;
}
`;

export function BidiStyles() {
  return (
    <style href="colophon-bidi" precedence="colophon">
      {BIDI_CSS}
    </style>
  );
}
