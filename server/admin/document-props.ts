import type { DocumentFrameProps } from '#shared/admin-view.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { ContentKind } from '../storage/content-store.ts';
import type { DocumentPageInput } from './global-kind.ts';

// What every single document's page shows beside its fields (the company's details', a site page's SEO record's):
// the addresses of its lifecycle's forms (global-routes.ts), the revision it was read at, who published it last and
// who saved its draft, and what a refused post said.

export type DocumentFrame = DocumentFrameProps;

/** The frame of the document whose page is at `base`; `publishable` says whether its draft passes the publish check. */
export function documentFrame<K extends ContentKind>(
  base: string,
  { state, history, shown, schedule, editing }: Omit<DocumentPageInput<unknown, unknown, K>, 'doc'>,
  publishable: () => boolean,
): DocumentFrame {
  const [latest] = history;
  const { draft } = state;
  return {
    ...(schedule ? { schedule } : {}),
    editing,
    action: base,
    discardAction: `${base}/discard`,
    resetAction: `${base}/reset`,
    restoreAction: `${base}/restore`,
    revision: shown.revision ?? state.revision,
    ...(latest ? { published: { by: latest.by, time: localTime(latest.at), reset: latest.value === null } } : {}),
    ...(draft ? { draft: { by: draft.by, time: localTime(draft.at), publishable: publishable() } } : {}),
    ...(shown.notice ? { notice: shown.notice } : {}),
    ...(shown.fieldErrors ? { fieldErrors: shown.fieldErrors } : {}),
  };
}
