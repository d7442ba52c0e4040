// Files a visitor attaches to a request (docs/privacy.md, "Attachments"): how many, how large, which types. One place:
// the forms' check and texts, the server's refusals, its body limit and the proxy's (deploy/nginx.conf, held to these
// by tests/unit/server/proxy-limits.test.ts) all read these.

/** The form field the files travel in (`<input type="file" name="files" multiple>`). */
export const ATTACHMENT_FIELD = 'files';

export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MAX_MEGABYTES = 10;
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MEGABYTES * 1024 * 1024;

/**
 * Room for everything of a post with files besides the files: its text fields (the public site's BODY_LIMIT, 32 KB
 * by default) and the multipart framing of each part.
 */
export const ATTACHMENT_FORM_ROOM_BYTES = 64 * 1024;

/** The largest body POST /api/contact takes: every file at its largest, with the form around them. */
export const ATTACHMENT_BODY_MAX_BYTES = ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BYTES + ATTACHMENT_FORM_ROOM_BYTES;

/**
 * The types taken, each as the server recognises it from its bytes (server/attachments/attachment-type.ts): its name
 * for people, the extensions a file of it is named with (the first is given to a name without one), and the
 * Content-Type it is served with.
 */
export const ATTACHMENT_TYPES = {
  pdf: { label: 'PDF', extensions: ['.pdf'], contentType: 'application/pdf' },
  dwg: { label: 'DWG', extensions: ['.dwg'], contentType: 'image/vnd.dwg' },
  dxf: { label: 'DXF', extensions: ['.dxf'], contentType: 'image/vnd.dxf' },
  step: { label: 'STEP', extensions: ['.step', '.stp'], contentType: 'model/step' },
  xlsx: {
    label: 'XLSX',
    extensions: ['.xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  docx: {
    label: 'DOCX',
    extensions: ['.docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  jpeg: { label: 'JPG', extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg' },
  png: { label: 'PNG', extensions: ['.png'], contentType: 'image/png' },
} as const satisfies Record<string, { label: string; extensions: readonly string[]; contentType: string }>;

export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

export const ATTACHMENT_TYPE_NAMES = Object.keys(ATTACHMENT_TYPES) as AttachmentType[];

export const isAttachmentType = (value: string): value is AttachmentType => value in ATTACHMENT_TYPES;

/** The file input's `accept`: the extensions (the bytes decide on the server; this only narrows the picker). */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPE_NAMES.flatMap((type) => ATTACHMENT_TYPES[type].extensions).join(',');

/** "PDF, DWG, …, PNG", for the forms' hint and the refusals' messages. */
export const ATTACHMENT_TYPE_LIST = ATTACHMENT_TYPE_NAMES.map((type) => ATTACHMENT_TYPES[type].label).join(', ');

/** The values the texts about attachments interpolate (forms:attachments.*). */
export const ATTACHMENT_TEXT_VALUES = {
  count: ATTACHMENT_MAX_FILES,
  megabytes: ATTACHMENT_MAX_MEGABYTES,
  types: ATTACHMENT_TYPE_LIST,
} as const;

/** Whether a name ends with one of the extensions taken (the browser's check, before anything is sent). */
export const hasAttachmentExtension = (name: string) =>
  ATTACHMENT_TYPE_NAMES.some((type) =>
    ATTACHMENT_TYPES[type].extensions.some((extension) => name.toLowerCase().endsWith(extension)),
  );

/** Why a set of chosen files is refused, before a byte is read: the key of its message (forms:attachments.errors). */
export type AttachmentRefusal = 'tooMany' | 'tooLarge' | 'type' | 'empty';

/** The first refusal of files by their count, sizes and names, as the browser and the server both check it. */
export function attachmentRefusal(files: readonly { name: string; size: number }[]): AttachmentRefusal | undefined {
  if (files.length > ATTACHMENT_MAX_FILES) return 'tooMany';
  if (files.some((file) => file.size > ATTACHMENT_MAX_BYTES)) return 'tooLarge';
  if (files.some((file) => file.size === 0)) return 'empty';
  if (files.some((file) => !hasAttachmentExtension(file.name))) return 'type';
  return undefined;
}

/** An attachment as the office reads it (its bytes apart): the inbox's enquiry page lists these. */
export interface AttachmentSummary {
  id: number;
  name: string;
  type: AttachmentType;
  bytes: number;
}
