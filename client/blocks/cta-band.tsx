import { paths } from '#shared/routes.ts';
import { ArrowLinkIcon } from '../ui/inner-icons.tsx';

interface CtaBandProps {
  title: string;
  text: string;
  button: string;
  href?: string;
}

// A dark band that ends an inner page with one action, by default the contact page.
export function CtaBand({ title, text, button, href = paths.contact() }: CtaBandProps) {
  return (
    <div className="cta-band">
      <div className="cta-band__text">
        <h2 className="cta-band__title">{title}</h2>
        <p>{text}</p>
      </div>
      <a className="button" href={href}>
        <span>{button}</span>
        <ArrowLinkIcon />
      </a>
    </div>
  );
}
