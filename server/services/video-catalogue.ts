import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SERVICES } from '#shared/site.ts';
import { isVideoAddress, VIDEO_TYPES, type VideoSource } from '#shared/video.ts';
import { ROOT_DIR } from '../project-root.ts';
import { StartupError } from '../startup-error.ts';

// data/videos.json: which shipped service has a video (docs/specification.md §2 /Video/{slug}), as shipped: the
// office's list 'services' starts from it and keeps each service's video from then on. An absent entry means "no
// video yet" and the page says so. Example entry:
//   { "transportation-logistics": { "src": "/media/logistics.mp4", "type": "video/mp4" } }
export const VIDEOS_FILE = path.join(ROOT_DIR, 'data/videos.json');

const SERVICE_SLUGS = SERVICES.map((service) => service.slug) as [string, ...string[]];

const videoSchema = z.strictObject({
  src: z
    .string()
    .trim()
    .refine(isVideoAddress, 'must be a path under /media/ (a file in public/media/) or an absolute https:// URL'),
  type: z.enum(VIDEO_TYPES),
});

const catalogueSchema = z.partialRecord(z.enum(SERVICE_SLUGS), videoSchema);

export type { VideoSource };
export type VideoCatalogue = Partial<Record<string, VideoSource>>;

/** The videos file cannot be used; the message names the file and the entry. A bad file stops start-up. */
export class VideoFileError extends StartupError {}

function describeIssue(issue: z.core.$ZodIssue): string {
  const [entry, ...field] = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return entry === undefined
      ? `entry ${keys}: not a service slug (expected one of ${SERVICE_SLUGS.join(', ')})`
      : `entry "${entry}": unknown field ${keys} (expected src and type)`;
  }
  if (entry === undefined) return issue.message;
  return `entry "${entry}"${field.length ? `, field "${field.join('.')}"` : ''}: ${issue.message}`;
}

/** Parses the file's text; a bad file throws an error naming the file and the entry. */
export function parseVideoCatalogue(text: string, file: string): VideoCatalogue {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new VideoFileError(`${file}: not valid JSON (${(err as Error).message})`, { cause: err });
  }
  const result = catalogueSchema.safeParse(json);
  if (!result.success) {
    throw new VideoFileError(`${file}: ${result.error.issues.map(describeIssue).join('; ')}`);
  }
  return result.data;
}

/** Reads and validates the file, at start-up. A missing file is an empty catalogue (no videos). */
export function readVideosFile(file = VIDEOS_FILE): VideoCatalogue {
  return existsSync(file) ? parseVideoCatalogue(readFileSync(file, 'utf8'), file) : {};
}
