import { isbot } from 'isbot';
import { deviceClass, type DeviceClass } from './device-class.ts';

// Whose request a page view is, from its User-Agent header: a bot's (never counted) or a browser's device class.
// isbot's pattern is one large regular expression: each header met is decided once and remembered, as a few
// hundred browsers' headers make most of a day's views.

/** How many headers are remembered: when full, the memory starts afresh (a flood of made-up ones grows nothing). */
const MAX_REMEMBERED = 1_000;
/** A longer header (nothing a browser sends) is decided each time, never remembered. */
const MAX_REMEMBERED_LENGTH = 512;

/** Decides User-Agent headers: undefined for a bot or none at all (a script, not a visitor's browser). */
export function visitorAgents() {
  const known = new Map<string, DeviceClass | undefined>();
  const decide = (userAgent: string) => (userAgent === '' || isbot(userAgent) ? undefined : deviceClass(userAgent));
  return (userAgent: string | undefined): DeviceClass | undefined => {
    if (userAgent === undefined) return undefined;
    if (userAgent.length > MAX_REMEMBERED_LENGTH) return decide(userAgent);
    let device = known.get(userAgent);
    if (device === undefined && !known.has(userAgent)) {
      device = decide(userAgent);
      if (known.size >= MAX_REMEMBERED) known.clear();
      known.set(userAgent, device);
    }
    return device;
  };
}
