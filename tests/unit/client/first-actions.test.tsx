import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { holdFirstActions, replayFirstActions, wakeOnFirstAction } from '#client/first-actions.ts';

// Issue #22: what a visitor does on an island before it is live is held, wakes it, and is replayed once live.

beforeAll(() => holdFirstActions(document));

/** An island as the server renders it, with a listener standing in for React's (on the island's root). */
function island(html: string) {
  const el = document.createElement('div');
  el.dataset.island = 'test';
  el.innerHTML = html;
  document.body.append(el);
  const seen: string[] = [];
  for (const type of ['click', 'submit', 'change'])
    el.addEventListener(type, (event) => {
      seen.push(`${type}:${(event.target as HTMLElement).id}`);
      event.preventDefault();
    });
  const wake = jest.fn();
  wakeOnFirstAction(el, wake);
  const live = () => {
    el.dataset.hydrated = '';
    replayFirstActions(el);
  };
  return { el, seen, wake, live };
}

describe('first actions on an island that is not live', () => {
  it('holds a click on a button, wakes the island, and replays it once live', () => {
    const { el, seen, wake, live } = island('<button type="button" id="add">Add</button>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('button')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(wake).toHaveBeenCalledTimes(1);
    live();
    expect(seen).toEqual(['click:add']);
  });

  it('holds a marked link (no navigation), but leaves plain links and modified clicks to the browser', () => {
    const { el, seen, live } = island(
      '<a id="card" href="/shop-single/x" data-script-link>Card</a><a id="plain" href="/products/">All</a>',
    );
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('#plain')?.dispatchEvent(plain);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    el.querySelector('#card')?.dispatchEvent(newTab);
    expect(seen).toEqual(['click:plain', 'click:card']);
    const card = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('#card')?.dispatchEvent(card);
    expect(card.defaultPrevented).toBe(true);
    expect(seen).toHaveLength(2);
    live();
    expect(seen).toEqual(['click:plain', 'click:card', 'click:card']);
  });

  it('holds a submit (the browser does not post) and submits again once live', () => {
    const { el, seen, live } = island('<form id="form"><input name="q" /></form>');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    el.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    live();
    expect(seen).toEqual(['submit:form']);
  });

  it('replays a choice in a select with its value, even after hydration set the select back', () => {
    const { el, seen, live } = island(
      '<select id="category"><option value="" selected>All</option><option value="Mining">Mining</option></select>',
    );
    const select = el.querySelector('select') as HTMLSelectElement;
    select.value = 'Mining';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    select.value = '';
    live();
    expect(seen).toEqual(['change:category']);
    expect(select.value).toBe('Mining');
  });

  it('adopts a choice made before the loader ran, and wakes the island for it', () => {
    const el = document.createElement('div');
    el.dataset.island = 'test';
    el.innerHTML = '<select><option value="" selected>All</option><option value="Tyres">Tyres</option></select>';
    document.body.append(el);
    const select = el.querySelector('select') as HTMLSelectElement;
    select.value = 'Tyres';
    const values: string[] = [];
    el.addEventListener('change', () => values.push(select.value));
    const wake = jest.fn();
    wakeOnFirstAction(el, wake);
    expect(wake).toHaveBeenCalledTimes(1);
    select.value = '';
    el.dataset.hydrated = '';
    replayFirstActions(el);
    expect(values).toEqual(['Tyres']);
  });

  it('leaves a live island alone, and hands what a failed one held to the browser', () => {
    const { el, seen, live } = island('<button type="submit" id="send">Send</button>');
    live();
    el.querySelector('button')?.click();
    expect(seen).toEqual(['click:send']);

    const failed = island('<button type="button" id="retry">Retry</button>');
    failed.el.querySelector('button')?.click();
    expect(failed.seen).toEqual([]);
    failed.el.dataset.hydrateError = '';
    replayFirstActions(failed.el);
    expect(failed.seen).toEqual(['click:retry']);
  });
});
