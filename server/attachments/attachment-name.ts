import { ATTACHMENT_TYPES, type AttachmentType } from '#shared/attachments.ts';

/** Longest name kept (in characters), its extension included. */
const MAX_NAME_LENGTH = 120;

// Control characters, the path separators and what a Content-Disposition or a file system would read otherwise.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"*/:<>?\\|]/g;

/**
 * The name an attachment is kept and downloaded by (docs/privacy.md, "Attachments"): the visitor's own, without any
 * folder, control character or separator, and ending with an extension of the type its bytes are, so that the
 * office's computer opens it as what it is (a page named `.pdf` never gets here: attachment-type.ts refuses it).
 */
export function attachmentName(original: string, type: AttachmentType): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const { extensions } = ATTACHMENT_TYPES[type];
  const own = extensions.find((extension) => cleaned.toLowerCase().endsWith(extension));
  // Its own extension as it was written (`.STEP`), else the type's; the stem is what is shortened.
  const extension = own ? cleaned.slice(cleaned.length - own.length) : (extensions[0] ?? '');
  const rest = own ? cleaned.slice(0, cleaned.length - own.length) : cleaned;
  const stem = [...(rest.trim() || 'attachment')].slice(0, MAX_NAME_LENGTH - extension.length).join('');
  return `${stem}${extension}`;
}
