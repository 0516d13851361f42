export interface PublicLink {
  to: string;
  labelKey: string;
}

/** The public top navigation (spec: Home, Products, About, Sign in, Sign up). */
export const PUBLIC_NAV: PublicLink[] = [
  { to: '/', labelKey: 'public.home' },
  { to: '/journals', labelKey: 'public.products' },
  { to: '/about', labelKey: 'public.about' },
];

/** The public drawer links to /, /journals and /about. */
export const PUBLIC_DRAWER: PublicLink[] = [
  { to: '/', labelKey: 'public.home' },
  { to: '/journals', labelKey: 'public.journals' },
  { to: '/about', labelKey: 'public.about' },
];
