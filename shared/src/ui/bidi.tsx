// Text in two directions. The panel's language sets the page's direction (Urdu:
// right to left), but what people enter keeps its own: an English abstract, a
// name, an e-mail, a DOI. Left in the page's direction, the Unicode bidi
// algorithm places their neutral characters (full stop, brackets, slash) by the
// surrounding Urdu: an abstract's full stop jumps to its front, "10.1000/xyz123"
// reads "xyz123/10.1000", an e-mail's bracket moves. Every value shown goes
// through one of these, so it is isolated from its surroundings (the HTML `dir`
// attribute implies `unicode-bidi: isolate`) and ordered by its own letters.
import { type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

const NONE = '—';

type InlineProps = Omit<HTMLAttributes<HTMLElement>, 'dir'> & { children?: ReactNode };

/** A value someone entered (title, name, institution, keyword): isolated, its direction from its first letter. */
export function UserText({ children, ...rest }: InlineProps) {
  return (
    <bdi dir="auto" {...rest}>
      {children}
    </bdi>
  );
}

/**
 * A Latin-script identifier (DOI, e-mail, URL, ISSN, ORCID, manuscript number):
 * isolated and always left to right, even though it may start with digits.
 */
export function LtrText({ children, ...rest }: InlineProps) {
  return (
    <bdi dir="ltr" {...rest}>
      {children}
    </bdi>
  );
}

/**
 * A long text someone wrote (abstract, description, notes): the author's line
 * breaks kept, and each paragraph ordered by its own first letter
 * (`unicode-bidi: plaintext`), so a paragraph of English inside an Urdu page
 * (or the reverse) reads and aligns as written.
 */
export const USER_BLOCK_STYLE: CSSProperties = {
  whiteSpace: 'pre-line',
  unicodeBidi: 'plaintext',
  textAlign: 'start',
};

/** Props for the element that holds a long user text (e.g. a Typography.Paragraph). */
export function userBlockProps(style?: CSSProperties): {
  dir: 'auto';
  style: CSSProperties;
} {
  return { dir: 'auto', style: { ...USER_BLOCK_STYLE, ...style } };
}

/** A table cell or description value someone entered, or '—' when empty. */
export function userText(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? (
    NONE
  ) : (
    <UserText>{value}</UserText>
  );
}

/** A Latin-script identifier in a table cell or description, or '—' when empty. */
export function ltrText(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? NONE : <LtrText>{value}</LtrText>;
}

/**
 * Inputs for Latin-script identifiers (DOI, e-mail, URL, ISSN, ORCID): typed and
 * shown left to right, placeholder too, in every language.
 */
export const LTR_INPUT = { dir: 'ltr' } as const;

/**
 * A value inside a translated sentence (`t('by', { name })`), where no element
 * can wrap it: the Unicode isolates do what `<bdi>` does (FSI…PDI: direction
 * from the value's first letter; LRI…PDI: left to right, for identifiers).
 */
export function isolate(value: string, dir: 'auto' | 'ltr' = 'auto'): string {
  return `${dir === 'ltr' ? '\u2066' : '\u2068'}${value}\u2069`;
}
