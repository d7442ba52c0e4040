import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSRF_HEADER } from '#shared/constants.ts';
import {
  AUTOSAVE_DELAY_MS,
  EDIT_FORM_ID,
  SEEN_DRAFT_FIELD,
  type DraftAuthor,
  type DraftSaveAnswer,
  type EditingProps,
  type EditorView,
  type HeartbeatAnswer,
} from '#shared/editing-view.ts';

// An office edit page's presence and autosave with script (docs/content.md, "Presence and autosave"), one island in
// two parts. `presence`, above the form: a heartbeat every `heartbeatMs` and when the page is shown again, whose
// answer lists the others editing the item now (the server's list until then). `autosave`, beside the form's
// buttons: the form saved as the draft a few seconds after typing stops, through the form's own address (the Save
// as draft button's lifecycle, answering JSON), until a save is refused as overtaken. The form is the page's own
// (server HTML, posted without script); both parts find it by its id.

type PresenceProps = Pick<EditingProps, 'heartbeat' | 'heartbeatMs' | 'others'> & { csrfToken: string };

/** Which part, and the session's token its requests carry (the forms' hidden field, sent as the header). */
export type EditPresenceProps = ({ part: 'presence' } & PresenceProps) | { part: 'autosave'; csrfToken: string };

const editForm = () => document.getElementById(EDIT_FORM_ID) as HTMLFormElement | null;

const seenDraftInput = (form: HTMLFormElement | null) =>
  form?.elements.namedItem(SEEN_DRAFT_FIELD) as HTMLInputElement | null | undefined;

/** Posts `body` as a form would, with the session's token in the header; the JSON answer, or undefined. */
async function post<T>(url: string, body: URLSearchParams, csrfToken: string, keepalive = false) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', [CSRF_HEADER]: csrfToken },
      credentials: 'same-origin',
      body,
      keepalive,
    });
    const answer = (await response.json().catch(() => undefined)) as T | undefined;
    return { status: response.status, answer };
  } catch {
    return { status: 0, answer: undefined };
  }
}

function Presence({ heartbeat, heartbeatMs, others: first, csrfToken }: PresenceProps) {
  const [others, setOthers] = useState<readonly EditorView[]>(first);
  const [newerDraft, setNewerDraft] = useState<DraftAuthor>();
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      const body = new URLSearchParams({ [SEEN_DRAFT_FIELD]: seenDraftInput(editForm())?.value ?? '' });
      const { answer } = await post<HeartbeatAnswer>(heartbeat, body, csrfToken);
      if (stopped || !answer) return;
      setOthers(answer.others);
      setNewerDraft(answer.newerDraft);
    };
    const shown = () => {
      if (document.visibilityState === 'visible') void beat();
    };
    void beat();
    const timer = setInterval(() => void beat(), heartbeatMs);
    document.addEventListener('visibilitychange', shown);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [heartbeat, heartbeatMs, csrfToken]);
  return <PresenceLines others={others} {...(newerDraft ? { newerDraft } : {})} />;
}

function PresenceLines({ others, newerDraft }: { others: readonly EditorView[]; newerDraft?: DraftAuthor }) {
  const { t } = useTranslation('admin');
  const names = others.map((other) => t('editing.editor', { login: other.login, since: other.since })).join(', ');
  return (
    <div className="edit-presence" aria-live="polite">
      {others.length > 0 ? <p className="notice notice--info">{t('editing.alsoEditing', { names })}</p> : null}
      {newerDraft ? <p className="notice notice--warning">{t('editing.newerDraft', { ...newerDraft })}</p> : null}
    </div>
  );
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saved'; time: string }
  | { kind: 'newer'; by: string }
  | { kind: 'stale' | 'invalid' | 'failed' };

/** The form's inputs as they would be posted, the page's token and the seen draft aside: what a save compares. */
function typedOf(form: HTMLFormElement): string {
  const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  body.delete('_csrf');
  body.delete(SEEN_DRAFT_FIELD);
  return body.toString();
}

function Autosave({ csrfToken }: { csrfToken: string }) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const stopped = useRef(false);
  useEffect(() => {
    const form = editForm();
    if (!form) return;
    let lastSaved = typedOf(form);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = async (keepalive = false) => {
      timer = undefined;
      const typed = typedOf(form);
      if (stopped.current || typed === lastSaved) return;
      const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      body.set('action', 'draft');
      // Its action attribute: `form.action` is its buttons, named "action".
      const url = form.getAttribute('action') ?? '';
      const { status: code, answer } = await post<DraftSaveAnswer>(url, body, csrfToken, keepalive);
      if (answer?.saved) {
        lastSaved = typed;
        const seen = seenDraftInput(form);
        if (seen) seen.value = answer.seenDraft;
        setStatus({ kind: 'saved', time: answer.time });
      } else if (answer && answer.why !== 'invalid') {
        // Overtaken: saving again would be refused the same way, so it stops here; the explicit Save says more.
        stopped.current = true;
        setStatus(answer.why === 'draft' ? { kind: 'newer', by: answer.by } : { kind: 'stale' });
      } else setStatus({ kind: code === 400 ? 'invalid' : 'failed' });
    };
    const typing = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    };
    // The buttons post the form themselves: nothing is saved behind them.
    const sent = () => {
      clearTimeout(timer);
      stopped.current = true;
    };
    // Left with typing not yet saved: saved now, the request outliving the page.
    const hidden = () => {
      if (document.visibilityState === 'hidden' && timer !== undefined) {
        clearTimeout(timer);
        void save(true);
      }
    };
    form.addEventListener('input', typing);
    form.addEventListener('change', typing);
    form.addEventListener('submit', sent);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', typing);
      form.removeEventListener('change', typing);
      form.removeEventListener('submit', sent);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [csrfToken]);
  const text =
    status.kind === 'idle'
      ? ''
      : status.kind === 'saved'
        ? t('editing.autosave.saved', { time: status.time })
        : status.kind === 'newer'
          ? t('editing.autosave.newer', { by: status.by })
          : t(`editing.autosave.${status.kind}`);
  const failed = status.kind !== 'idle' && status.kind !== 'saved';
  return (
    <p className={failed ? 'autosave autosave--failed' : 'autosave'} role="status">
      {text}
    </p>
  );
}

export function EditPresence(props: EditPresenceProps) {
  return props.part === 'presence' ? <Presence {...props} /> : <Autosave csrfToken={props.csrfToken} />;
}
