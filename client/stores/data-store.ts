import { makeAutoObservable } from 'mobx';
import { DEFAULT_CURRENCY_SYMBOL } from '#shared/constants.ts';

// docs/specification.md §3/§4 data state: the products the page knows about and the currency symbol.
export class DataStore {
  products: unknown[] = [];
  currencySymbol: string = DEFAULT_CURRENCY_SYMBOL;

  constructor() {
    makeAutoObservable(this);
  }

  // docs/specification.md §4: receiving products replaces the list.
  receiveProducts(products: unknown[]): void {
    this.products = [...products];
  }
}
