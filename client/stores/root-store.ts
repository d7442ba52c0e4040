import { DataStore } from './data-store.ts';

// One set of stores per page in the browser (shared by every island), one per request on the server.
export class RootStore {
  readonly data = new DataStore();
}

export function createRootStore(): RootStore {
  return new RootStore();
}
