// The spec's zooms on the store map (doc 1 §9): fitted to its stores, never closer than 20 (one store: 20);
// a selected store at 14 with its popup; 6 after the popup closes.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leafletInJsdom } from '../test/leafletInJsdom';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { StoreMap } from './StoreMap';
import type { MapStore } from './types';

const SEOUL: MapStore = {
  storeCode: 'KR001',
  storeName: 'Seoul Gangnam',
  status: 'NORMAL',
  position: { latitude: 37.4979, longitude: 127.0276 },
};
const PARIS: MapStore = {
  storeCode: 'EU001',
  storeName: 'Paris Haussmann',
  status: 'ALARM',
  position: { latitude: 48.8738, longitude: 2.332 },
};

leafletInJsdom({ size: { width: 800, height: 560 } });

function show(stores: MapStore[], selected?: string, closeSignal = 0) {
  return (
    <StoreMap
      stores={stores}
      selected={selected}
      onSelect={() => undefined}
      onPopupClose={() => undefined}
      closeSignal={closeSignal}
      renderPopup={(store) => <span data-testid="popup">{store.storeName}</span>}
    />
  );
}

const zoom = () =>
  Number(screen.getByTestId('store-map').querySelector('.leaflet-container')!.getAttribute('data-zoom'));

describe('the store map zooms', () => {
  it('to 20 on a single store, the default zoom of the spec', () => {
    renderWithAdmin(show([SEOUL]));
    expect(zoom()).toBe(20);
  });

  it('out to show stores far apart, marking each with its code and status', () => {
    renderWithAdmin(show([SEOUL, PARIS]));
    expect(zoom()).toBeLessThan(6);
    const marker = document.querySelector('path.store-marker[data-store-code="EU001"]');
    expect(marker).toHaveClass('store-marker-ALARM');
  });

  it('to 14 on a selected store with its popup, to 6 once the popup closes', async () => {
    const view = renderWithAdmin(show([SEOUL, PARIS]));
    view.rerender(show([SEOUL, PARIS], 'KR001'));
    expect(zoom()).toBe(14);
    expect(await screen.findByTestId('popup')).toHaveTextContent('Seoul Gangnam');
    view.rerender(show([SEOUL, PARIS], undefined, 1));
    expect(zoom()).toBe(6);
  });
});
