interface LanguageFlagProps {
  src: string;
  size?: number;
}

/** Decorative flag image; the language name next to it carries the meaning. */
export function LanguageFlag({ src, size = 20 }: LanguageFlagProps) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={Math.round(size * 0.75)}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 2, verticalAlign: 'middle' }}
    />
  );
}
