import { SCRIPT_LINK_ATTRIBUTE } from './lib/script-link.ts';

// A visitor's first actions on an island whose code is not live yet: a click or tap on a button, a box, a
// marked link (lib/script-link.ts), a form submitted, a choice in a select. The loader holds each one (the
// browser's own path is not taken, and React, hydrating, does not see it half-way) and replays it, in order,
// once the island is live, so it has exactly the effect it has later; as React replays discrete events during
// hydration. Typed text needs nothing: the islands' inputs are uncontrolled and hydration keeps what the DOM
// holds. An island whose code fails to load releases what it held to the browser's own (no-script) path.

const ACTIVATORS = [
  'button',
  'summary',
  ...['submit', 'image', 'checkbox', 'radio'].map((type) => `input[type="${type}"]`),
  `a[href][${SCRIPT_LINK_ATTRIBUTE}]`,
].join(', ');

interface Pending {
  replays: Array<() => void>;
  wake?: () => void;
}

const pending = new Map<HTMLElement, Pending>();

/** The island around `target`, if its code is not live yet (nor failed). */
function waitingIsland(target: EventTarget | null): HTMLElement | null {
  const island = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
  if (!island || 'hydrated' in island.dataset || 'hydrateError' in island.dataset) return null;
  return island;
}

function entryFor(island: HTMLElement): Pending {
  let entry = pending.get(island);
  if (!entry) pending.set(island, (entry = { replays: [] }));
  return entry;
}

function hold(island: HTMLElement, event: Event, replay: () => void): void {
  event.stopPropagation();
  const entry = entryFor(island);
  entry.replays.push(replay);
  entry.wake?.();
}

function onClick(event: MouseEvent): void {
  const island = waitingIsland(event.target);
  const activator = island && (event.target as Element).closest<HTMLElement>(ACTIVATORS);
  if (!island || !activator || !island.contains(activator)) return;
  // A click with a modifier (a new tab, a new window) or another button keeps the browser's meaning.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  hold(island, event, () => activator.click());
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  const island = waitingIsland(form);
  if (!island) return;
  event.preventDefault();
  const { submitter } = event;
  hold(island, event, () =>
    submitter?.closest('form') === form ? form.requestSubmit(submitter) : form.requestSubmit(),
  );
}

function holdChoice(island: HTMLElement, select: HTMLSelectElement, event?: Event): void {
  const { value } = select;
  const replay = () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  if (event) hold(island, event, replay);
  else entryFor(island).replays.push(replay);
}

function onChange(event: Event): void {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement)) return;
  const island = waitingIsland(select);
  if (island) holdChoice(island, select, event);
}

/** Starts holding: at once when the loader runs, before any island is known. */
export function holdFirstActions(doc: Document = document): void {
  doc.addEventListener('click', onClick, { capture: true });
  doc.addEventListener('submit', onSubmit, { capture: true });
  doc.addEventListener('change', onChange, { capture: true });
}

/**
 * `wake` loads the island's code: called on its first held action, or at once if one is held already. A choice
 * made before the loader ran (or restored by the browser) is adopted: the select no longer shows what the
 * server rendered, so it is replayed like a held one.
 */
export function wakeOnFirstAction(island: HTMLElement, wake: () => void): void {
  for (const select of island.querySelectorAll('select')) {
    const served = Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0];
    if (select.selectedOptions[0] !== served) holdChoice(island, select);
  }
  const entry = entryFor(island);
  entry.wake = wake;
  if (entry.replays.length > 0) wake();
}

/** Replays what was held, once the island is live (`data-hydrated`) or has failed (`data-hydrate-error`). */
export function replayFirstActions(island: HTMLElement): void {
  const replays = pending.get(island)?.replays ?? [];
  pending.delete(island);
  for (const replay of replays) replay();
}
