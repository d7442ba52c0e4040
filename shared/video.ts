// A video the site plays (a service's, docs/specification.md §2 /video/{slug}): a file under /media/ (public/media/)
// or an https:// address. Checked in the office's form, the videos file and the page alike.

export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export interface VideoSource {
  src: string;
  type: VideoType;
}

/** A path under /media/ (no "..") or an https:// address with no spaces, quotes or angle brackets. */
export const isVideoAddress = (src: string): boolean =>
  (/^\/media\/[\w./-]+$/.test(src) && !src.includes('..')) || /^https:\/\/[^\s"'<>]+$/.test(src);

/** The type a browser needs for `src`, from its ending: .webm, .ogv/.ogg, else MP4. */
export function videoTypeOf(src: string): VideoType {
  const path = src.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.webm')) return 'video/webm';
  if (path.endsWith('.ogv') || path.endsWith('.ogg')) return 'video/ogg';
  return 'video/mp4';
}
