import { useTranslation } from 'react-i18next';
import { usePaths } from '../ui/use-language.ts';

/** A page between home and the current one in the breadcrumb (a category's page: the catalogue). */
export interface Crumb {
  label: string;
  href: string;
}

interface TitleBarProps {
  title: string;
  lead?: string;
  /** The pages between home and this one. */
  trail?: readonly Crumb[];
}

// The banner at the top of every inner page: its heading and a breadcrumb back to home.
export function TitleBar({ title, lead, trail = [] }: TitleBarProps) {
  const { t } = useTranslation('common');
  const home = usePaths().home();
  return (
    <section className="title-bar">
      <div className="container">
        <h1 className="title-bar__title">{title}</h1>
        {lead ? <p className="title-bar__lead">{lead}</p> : null}
        <nav className="breadcrumb" aria-label={t('a11y.breadcrumb')}>
          <ol>
            <li>
              <a href={home}>{t('nav.home')}</a>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.href}>
                <a href={crumb.href}>{crumb.label}</a>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
