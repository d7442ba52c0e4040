import { makeAutoObservable } from 'mobx';

// docs/specification.md §3/§4 data state: the products the page knows about. The brief's currency symbol is gone:
// prices show ₮ first and $ beside it, at the page's rate (docs/content.md, "Prices"; shared/money.ts).
export class DataStore {
  products: unknown[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  // docs/specification.md §4: receiving products replaces the list.
  receiveProducts(products: unknown[]): void {
    this.products = [...products];
  }
}
