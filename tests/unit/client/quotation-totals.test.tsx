import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClientI18n } from '#client/i18n-client.ts';
import { IslandProviders } from '#client/islands/island-providers.tsx';
import { QuotationTotalsLive } from '#client/islands/quotation-totals.tsx';

// The office's quotation form with script: the totals follow what is typed, by the shared totals (the page's
// preview and the PDF print the same), and say what is missing while a line cannot be added up.

const quotations = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../locales/en/quotations.json'), 'utf8'),
) as Record<string, unknown>;

function renderForm() {
  const i18n = createClientI18n({ lng: 'en', ns: ['quotations'], resources: { en: { quotations } } });
  render(
    <IslandProviders i18n={i18n}>
      <form id="quotation-form">
        <input name="lineCount" defaultValue="1" />
        <input name="lines.0.name" defaultValue="Drill pipe" />
        <input name="lines.0.quantity" defaultValue="2" />
        <input name="lines.0.unitPriceMnt" aria-label="price" defaultValue="" />
        <input name="lines.0.discountPercent" defaultValue="0" />
        <input name="vatPercent" defaultValue="10" />
        <input name="rate.mntPerUsd" defaultValue="3450" />
        <input name="rate.date" defaultValue="2026-03-15" />
      </form>
      <QuotationTotalsLive form="quotation-form" />
    </IslandProviders>,
  );
}

afterEach(cleanup);

describe('the quotation form’s totals, live', () => {
  it('adds up the lines as they are typed, VAT and dollars included', () => {
    renderForm();
    expect(screen.getByText(/The total shows once every line/)).toBeTruthy();
    const price = screen.getByLabelText('price');
    act(() => {
      fireEvent.input(price, { target: { value: '1,000,000' } });
    });
    expect(screen.getByText('As typed: subtotal ₮2,000,000, VAT ₮200,000, total ₮2,200,000 ($637.68)')).toBeTruthy();
  });
});
