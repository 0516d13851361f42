// The switcher's flags ship with the panel as SVG: no request leaves the
// panel's own origins for them, so they show offline and under the default
// Content-Security-Policy (img-src 'self' data:).

const UNITED_KINGDOM =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 30">' +
  '<clipPath id="s"><path d="M0,0v30h60V0z"/></clipPath>' +
  '<clipPath id="t"><path d="M30,15h30v15zv15H0zH0V0zV0h30z"/></clipPath>' +
  '<g clip-path="url(#s)"><path d="M0,0v30h60V0z" fill="#012169"/>' +
  '<path d="M0,0L60,30M60,0L0,30" stroke="#fff" stroke-width="6"/>' +
  '<path d="M0,0L60,30M60,0L0,30" clip-path="url(#t)" stroke="#C8102E" stroke-width="4"/>' +
  '<path d="M30,0v30M0,15h60" stroke="#fff" stroke-width="10"/>' +
  '<path d="M30,0v30M0,15h60" stroke="#C8102E" stroke-width="6"/></g></svg>';

const PAKISTAN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-75 -40 120 80">' +
  '<rect x="-75" y="-40" width="120" height="80" fill="#fff"/>' +
  '<rect x="-45" y="-40" width="90" height="80" fill="#01411C"/>' +
  '<circle r="24" fill="#fff"/><circle cx="5.5" cy="-5.5" r="21" fill="#01411C"/>' +
  '<polygon fill="#fff" points="17.95,-17.95 15.77,-13.44 19.24,-9.82 14.27,-10.51 11.90,-6.09 ' +
  '11.02,-11.02 6.09,-11.90 10.51,-14.27 9.82,-19.24 13.44,-15.77"/></svg>';

const GERMANY =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 3">' +
  '<rect width="5" height="3" fill="#000"/><rect y="1" width="5" height="2" fill="#D00"/>' +
  '<rect y="2" width="5" height="1" fill="#FFCE00"/></svg>';

const toDataUri = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** Flags by language code, as data: URIs of the SVGs above. */
export const LANGUAGE_FLAGS = {
  en: toDataUri(UNITED_KINGDOM),
  ur: toDataUri(PAKISTAN),
  de: toDataUri(GERMANY),
} as const;
