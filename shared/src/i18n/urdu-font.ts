// Urdu is written in Nastaliq; a machine without an Urdu font showed ہ and ے
// as boxes. The panel ships Noto Nastaliq Urdu (Arabic-script
// subset, regular weight) and loads it only when Urdu is chosen: it is 156 KB.
// English and German pages never fetch it.

/** The family name the Urdu theme and the page's base style use (see URDU_FONT_STACK). */
export const URDU_FONT_FAMILY = 'Noto Nastaliq Urdu';

// The Arabic script ranges of the font's subset (from @fontsource's arabic-400.css):
// Latin text in an Urdu page keeps the panel's own fonts.
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

// Body text outside antd's components (antd's own get the font through the theme).
const BASE_STYLE = `html[lang='ur'] body { font-family: '${URDU_FONT_FAMILY}', system-ui, sans-serif; }`;

let loading: Promise<void> | null = null;

/** Adds the Urdu font to the document once; resolves when it can render (never rejects). */
export function loadUrduFont(): Promise<void> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return Promise.resolve();
  loading ??= import('./urdu-font-file')
    .then(async ({ default: url }) => {
      const face = new FontFace(URDU_FONT_FAMILY, `url(${url}) format('woff2')`, {
        display: 'swap',
        unicodeRange: ARABIC_RANGE,
      });
      document.fonts.add(face);
      const style = document.createElement('style');
      style.dataset.colophon = 'urdu-font';
      style.textContent = BASE_STYLE;
      document.head.append(style);
      await face.load();
    })
    // Without the font the text still shows in whatever the system has.
    .catch((error: unknown) => console.warn('Urdu font not loaded', error));
  return loading;
}
