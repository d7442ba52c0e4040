import type { TFunction } from 'i18next';
import { ATTACHMENT_FIELD, attachmentRefusal } from '#shared/attachments.ts';

/** The form's file input, when it has one (client/ui/attachments-field.tsx). */
export const attachmentInput = (form: HTMLFormElement): HTMLInputElement | null =>
  form.querySelector<HTMLInputElement>(`input[type="file"][name="${ATTACHMENT_FIELD}"]`);

/** The files chosen in the form, none when it has no file input. */
export const chosenFiles = (form: HTMLFormElement): File[] => Array.from(attachmentInput(form)?.files ?? []);

/**
 * The chosen files' refusal by their count, sizes and names, as shared/attachments.ts sets them (the server reads
 * the types from the bytes), as the message under the files field; none when they may be sent.
 */
export function attachmentErrors(form: HTMLFormElement, t: TFunction): Record<string, string> {
  const refusal = attachmentRefusal(chosenFiles(form));
  return refusal ? { [ATTACHMENT_FIELD]: t(`forms:attachments.errors.${refusal}`) } : {};
}
