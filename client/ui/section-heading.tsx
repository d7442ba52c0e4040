interface SectionHeadingProps {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** The short line above the title (the spec's "sub title"). */
  subtitle?: string;
  /** Keeps the h2 for assistive tech (heading order stays h1 → h2 → h3) while hiding it on screen. */
  isHidden?: boolean;
  /** Centred (the default of .section-heading in base/section.css) or at the start of the line. */
  align?: 'start' | 'center';
}

// The eyebrow line and h2 that open every home/about block, in the shared .section-heading style.
export function SectionHeading({ id, title, subtitle, isHidden = false, align = 'center' }: SectionHeadingProps) {
  if (isHidden) {
    return (
      <h2 id={id} className="visually-hidden">
        {title}
      </h2>
    );
  }
  return (
    <div className={align === 'start' ? 'section-heading section-heading--left' : 'section-heading'}>
      {subtitle ? <p className="section-heading__eyebrow">{subtitle}</p> : null}
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
    </div>
  );
}
