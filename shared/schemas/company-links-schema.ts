import { z } from 'zod/mini';

// The company's links the office edits (README, "Office editing"): its Messenger page (the chat launcher) and its
// social pages (the footer). Only https addresses, so no `javascript:` or plain-http link reaches a page; a
// social page left empty is not shown. Checked in the office's form and on the server alike.

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface CompanyLinks {
  messengerPageId: string;
  social: Record<SocialNetwork, string>;
}

const MAX_URL = 300;

const isHttps = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

const socialUrl = z.string('admin:company.errors.url').check(
  z.trim(),
  z.maxLength(MAX_URL, { error: 'forms:errors.tooLong', abort: true }),
  z.refine<string>((value) => value === '' || isHttps(value), { error: 'admin:company.errors.url', abort: true }),
);

export const companyLinksSchema = z.object({
  messengerPageId: z
    .string('admin:company.errors.messenger')
    .check(z.trim(), z.regex(/^[\w.-]{1,100}$/, { error: 'admin:company.errors.messenger', abort: true })),
  facebook: socialUrl,
  linkedin: socialUrl,
  youtube: socialUrl,
});

/** The form's flat fields as the stored value. */
export const companyLinksOf = (fields: z.infer<typeof companyLinksSchema>): CompanyLinks => ({
  messengerPageId: fields.messengerPageId,
  social: { facebook: fields.facebook, linkedin: fields.linkedin, youtube: fields.youtube },
});
