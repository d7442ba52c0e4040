import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { HONEYPOT_FIELD } from '#shared/constants.ts';
import { formOutcome, type FormOutcome } from './form-outcome.ts';
import { postJson } from './post-json.ts';
import { readForm, validateForm, type FieldMessages } from './validate-form.ts';

interface FormSubmissionOptions<S extends z.ZodMiniType> {
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
// invalid (messages under the fields, the first focused) or failed. Each form says what it shows for it.
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

  function showErrors(form: HTMLFormElement, fields: FieldMessages): void {
    flushSync(() => setErrors(fields));
    focusFirstInvalid(form, fields);
  }

  async function send(form: HTMLFormElement, values: Record<string, string>, data: z.output<S>) {
    const trap = values[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] } : {};
    isSendingRef.current = true;
    setSending(true);
    const answer = formOutcome(await postJson(options.url, { ...options.payload(data, values), ...trap }));
    isSendingRef.current = false;
    setSending(false);
    setOutcome(answer);
    if (answer.kind === 'invalid') showErrors(form, renameFields(answer.fields, options.fieldAliases ?? {}));
    if (answer.kind !== 'accepted') return;
    form.reset();
    options.onAccepted?.();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (isSendingRef.current) return;
    const form = event.currentTarget;
    setOutcome(null);
    const values = readForm(form);
    const checked = validateForm(options.schema, values, t);
    if (!checked.ok) return showErrors(form, checked.errors);
    setErrors({});
    void send(form, values, checked.data);
  }

  return { formRef, errors, outcome, isSending, onSubmit };
}
