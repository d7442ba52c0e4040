import type { ReactNode } from 'react';
import { TitleBar } from '../blocks/title-bar.tsx';

interface SimplePageProps {
  title: string;
  lead: string;
  children?: ReactNode;
}

// An inner page: the title bar with its lead text, then the page's own sections.
export function SimplePage({ title, lead, children }: SimplePageProps) {
  return (
    <>
      <TitleBar title={title} lead={lead} />
      {children ? <div className="container page-body">{children}</div> : null}
    </>
  );
}
