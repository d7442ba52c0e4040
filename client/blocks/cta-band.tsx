import { usePaths } from '../ui/use-language.ts';
import { ArrowLinkIcon } from '../ui/inner-icons.tsx';

interface CtaBandProps {
  title: string;
  text: string;
  button: string;
  href?: string;
}

// A dark band that ends an inner page with one action, by default the contact page.
export function CtaBand({ title, text, button, href }: CtaBandProps) {
  const contactHref = usePaths().contact();
  return (
    <div className="cta-band">
      <div className="cta-band__text">
        <h2 className="cta-band__title">{title}</h2>
        <p>{text}</p>
      </div>
      <a className="button" href={href ?? contactHref}>
        <span>{button}</span>
        <ArrowLinkIcon />
      </a>
    </div>
  );
}
