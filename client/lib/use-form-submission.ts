import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { HONEYPOT_FIELD } from '#shared/constants.ts';
import { formOutcome } from './form-outcome.ts';
import { postJson } from './post-json.ts';
import { readForm, validateForm, type FieldMessages } from './validate-form.ts';

export interface FormNoticeState {
  kind: 'success' | 'error';
  text: string;
}

interface FormSubmissionOptions<S extends z.ZodMiniType> {
  schema: S;
  url: string;
  /** The JSON body for valid input (the honeypot is added here). */
  payload: (data: z.output<S>) => Record<string, unknown>;
  successKey: string;
  errorKey: string;
  /** SPEC §8: the service form shows the server's error text when there is one; the contact form never does. */
  showsServerError?: boolean;
  /** Server field names this form shows under another field (the service note travels as `message`). */
  fieldAliases?: Record<string, string>;
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

// The behaviour the enquiry and subscribe forms share (SPEC §4): messages cleared at the start of each
// submit; the shared schema first; then sending (button disabled) and success (form cleared) or failure.
// Inputs stay uncontrolled: what a visitor typed before hydration is kept, and reset() clears them.
export function useFormSubmission<S extends z.ZodMiniType>(options: FormSubmissionOptions<S>) {
  const { t } = useTranslation('forms');
  const formRef = useRef<HTMLFormElement>(null);
  const isSendingRef = useRef(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<FormNoticeState | null>(null);
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
    const outcome = formOutcome(await postJson(options.url, { ...options.payload(data), ...trap }));
    isSendingRef.current = false;
    setSending(false);
    if (outcome.kind === 'accepted') {
      form.reset();
      setNotice({ kind: 'success', text: t(options.successKey) });
    } else if (outcome.kind === 'invalid') {
      showErrors(form, renameFields(outcome.fields, options.fieldAliases ?? {}));
    } else {
      const serverText = options.showsServerError ? outcome.error : undefined;
      setNotice({ kind: 'error', text: serverText ?? t(options.errorKey) });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (isSendingRef.current) return;
    const form = event.currentTarget;
    setNotice(null);
    const values = readForm(form);
    const checked = validateForm(options.schema, values, t);
    if (!checked.ok) return showErrors(form, checked.errors);
    setErrors({});
    void send(form, values, checked.data);
  }

  return { formRef, errors, notice, isSending, onSubmit };
}
