// The page location as the API client needs it; an object so tests can
// observe redirects (jsdom cannot navigate).
export const browserLocation = {
  pathname: (): string => (typeof window === 'undefined' ? '/' : window.location.pathname),
  assign: (url: string): void => {
    window.location.assign(url);
  },
};
