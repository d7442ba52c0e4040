import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { ATTACHMENT_FIELD } from '#shared/attachments.ts';
import { HONEYPOT_FIELD } from '#shared/constants.ts';
import { attachmentErrors, chosenFiles } from './attachment-check.ts';
import { formOutcome, type FormOutcome } from './form-outcome.ts';
import { postJson, postWithFiles } from './post-json.ts';
import { readForm, validateForm, type FieldMessages } from './validate-form.ts';

interface JsonSubmission<S extends z.ZodMiniType> {
  /** The form's shared schema, the one the server checks the post with. */
  schema: S;
  url: string;
  /** The JSON body for valid input: where a form composes its message (the honeypot is added here). */
  payload: (data: z.output<S>, values: Readonly<Record<string, string>>) => Record<string, unknown>;
  /** Server field names this form shows under another field (the service note travels as `message`). */
  fieldAliases?: Record<string, string>;
  /** Called once the server has accepted the post (the form is cleared by then). */
  onAccepted?: () => void;
}

/**
 * Valid input is posted by the browser itself, as without script, and the server answers with a page (the
 * office sign-in: a redirect that sets the session, or the form again with its messages).
 */
interface NativeSubmission<S extends z.ZodMiniType> {
  schema: S;
  postsNatively: true;
}

type FormSubmissionOptions<S extends z.ZodMiniType> = JsonSubmission<S> | NativeSubmission<S>;

function focusFirstInvalid(form: HTMLFormElement, errors: FieldMessages): void {
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement => 'name' in element && (element as HTMLInputElement).name in errors,
  );
  first?.focus();
}

function renameFields(fields: FieldMessages, aliases: Record<string, string>): FieldMessages {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [aliases[field] ?? field, text]));
}

// The loop every form shares (docs/specification.md §4): the outcome and messages cleared at the start of each submit;
// the shared schema first; then sending (button disabled) and the server's answer: accepted (form cleared),
// invalid (messages under the fields, the first focused) or failed. Each form says what it shows for it. A form
// posted natively stops after the check: the browser sends it, with the button disabled until the answer's page.
// Inputs stay uncontrolled: what a visitor typed before hydration is kept, and reset() clears them.
export function useFormSubmission<S extends z.ZodMiniType>(options: FormSubmissionOptions<S>) {
  const { t } = useTranslation('forms');
  const formRef = useRef<HTMLFormElement>(null);
  const isSendingRef = useRef(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [isSending, setSending] = useState(false);

  // Without script the browser's own checks (required, type=email) guard the native post; once this
  // code runs, the translated messages take over. The novalidate attribute also tells tests we are live.
  useLayoutEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // A page the browser keeps and shows again (Back) must not come back with its button disabled.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      isSendingRef.current = false;
      setSending(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  function showErrors(form: HTMLFormElement, fields: FieldMessages): void {
    flushSync(() => setErrors(fields));
    focusFirstInvalid(form, fields);
  }

  async function send(
    form: HTMLFormElement,
    values: Record<string, string>,
    data: z.output<S>,
    json: JsonSubmission<S>,
  ) {
    const trap = values[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] } : {};
    isSendingRef.current = true;
    setSending(true);
    const payload = { ...json.payload(data, values), ...trap };
    // With files chosen (docs/privacy.md, "Attachments") the same fields go as multipart, the files beside them.
    const files = chosenFiles(form);
    const posted =
      files.length > 0 ? postWithFiles(json.url, payload, files, ATTACHMENT_FIELD) : postJson(json.url, payload);
    const answer = formOutcome(await posted);
    isSendingRef.current = false;
    setSending(false);
    setOutcome(answer);
    if (answer.kind === 'invalid') showErrors(form, renameFields(answer.fields, json.fieldAliases ?? {}));
    if (answer.kind !== 'accepted') return;
    form.reset();
    json.onAccepted?.();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    // Only valid input posted natively leaves the page; everything else stays here.
    if (isSendingRef.current) return event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    const values = readForm(form);
    const validated = validateForm(options.schema, values, t);
    // The files' count, sizes and names are checked here too, before a byte is sent.
    const fileErrors = attachmentErrors(form, t);
    const checked =
      Object.keys(fileErrors).length > 0
        ? { ok: false as const, errors: { ...(validated.ok ? {} : validated.errors), ...fileErrors } }
        : validated;
    if (!checked.ok || !('postsNatively' in options)) event.preventDefault();
    if (!checked.ok) return showErrors(form, checked.errors);
    setErrors({});
    if ('postsNatively' in options) {
      isSendingRef.current = true;
      setSending(true);
    } else void send(form, values, checked.data, options);
  }

  return { formRef, errors, outcome, isSending, onSubmit };
}
