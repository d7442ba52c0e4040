import type { ReactNode } from 'react';
import { CsrfField } from './admin-document.tsx';

interface PostFormProps {
  action: string;
  /** An edit page's one form has the id its script finds it by (EDIT_FORM_ID). */
  id?: string;
  csrfToken: string;
  /** The revision the page was read at (a change made from an older one is refused). */
  revision?: number;
  /** multipart/form-data for a form that sends a file. */
  encType?: string;
  className?: string;
  role?: string;
  /** Its other inputs and its button(s). */
  children: ReactNode;
}

/** A form that posts with the session's token and, given one, the revision the page was read at. */
export function PostForm({ action, id, csrfToken, revision, encType, className, role, children }: PostFormProps) {
  return (
    <form method="post" action={action} id={id} encType={encType} className={className} role={role}>
      <CsrfField token={csrfToken} />
      {revision === undefined ? null : <input type="hidden" name="revision" value={revision} />}
      {children}
    </form>
  );
}
