import { useEffect, useRef } from 'react';

/**
 * Keeps the page's title bar (client/blocks/title-bar.tsx, outside the island) in step with the category the
 * visitor chose in place, as the server renders each address: the category's name as the heading and the
 * breadcrumb's last step, under a step back to the catalogue (`catalogue`, its title and address), or the
 * catalogue's own title alone for all products (`catalogue` null). The page as it came is left as written.
 */
export function useCategoryHeading(title: string, catalogue: { label: string; href: string } | null): void {
  const served = useRef<string | null>(title);
  const label = catalogue?.label;
  const href = catalogue?.href;
  useEffect(() => {
    if (served.current === title) return;
    // Once changed, every later title is written, the served one too.
    served.current = null;
    const bar = document.querySelector('.title-bar');
    const heading = bar?.querySelector('.title-bar__title');
    const steps = bar?.querySelector('.breadcrumb ol');
    const current = steps?.lastElementChild;
    if (!heading || !steps || !current) return;
    heading.textContent = title;
    current.textContent = title;
    while (steps.children.length > 2) steps.children[1]?.remove();
    if (label === undefined || href === undefined) return;
    const step = document.createElement('li');
    const link = document.createElement('a');
    link.href = href;
    link.textContent = label;
    step.append(link);
    current.before(step);
  }, [title, label, href]);
}
