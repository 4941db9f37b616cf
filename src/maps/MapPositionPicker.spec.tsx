// The position picker's fields: typed coordinates are taken on Enter or when the focus leaves both fields,
// wrong ones show why and change nothing, clearing both removes the position, and the fields follow the value.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leafletInJsdom } from '../test/leafletInJsdom';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { MapPositionPicker, type MapPosition } from './MapPositionPicker';

leafletInJsdom();

const field = (name: 'latitude' | 'longitude') =>
  screen.getByTestId(`map-position-picker-${name}`) as HTMLInputElement;
const type = (name: 'latitude' | 'longitude', value: string) =>
  fireEvent.change(field(name), { target: { value } });

function open(value: MapPosition | null) {
  const onChange = vi.fn();
  const view = renderWithAdmin(<MapPositionPicker value={value} onChange={onChange} />);
  return { onChange, view };
}

describe('the store position picker', () => {
  it('shows the position in its fields and on the map at zoom 16', () => {
    open({ latitude: 37.4979, longitude: 127.0276 });
    expect([field('latitude').value, field('longitude').value]).toEqual(['37.4979', '127.0276']);
    expect(screen.getByTestId('map-position-picker-map').querySelector('.leaflet-container')).toHaveAttribute(
      'data-zoom',
      '16',
    );
    expect(document.querySelector('.map-position-pin')).not.toBeNull();
  });

  it('takes typed coordinates on Enter, rounded, and shows the world with no pin when there is no position', () => {
    const { onChange } = open(null);
    expect(document.querySelector('.map-position-pin')).toBeNull();
    expect(screen.getByTestId('map-position-picker-map').querySelector('.leaflet-container')).toHaveAttribute(
      'data-zoom',
      '2',
    );
    type('latitude', '35.6590001');
    type('longitude', '139.7036');
    fireEvent.keyDown(field('longitude'), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ latitude: 35.659, longitude: 139.7036 });
  });

  it('a click on the map chooses the place under the pointer and shows it at zoom 16', () => {
    const { onChange } = open(null);
    const map = screen.getByTestId('map-position-picker-map').querySelector('.leaflet-container')!;
    // jsdom gives the map no size: the pointer at the corner is over the centre of the world view (20, 0),
    // within the pixel rounding of zoom 2
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    expect(onChange).toHaveBeenCalledWith({
      latitude: expect.closeTo(20, 0),
      longitude: expect.closeTo(0, 0),
    });
    expect(map).toHaveAttribute('data-zoom', '16');
  });

  it('takes them when the focus leaves both fields, not when it moves from one to the other', () => {
    const { onChange } = open(null);
    type('latitude', '48.8738');
    fireEvent.blur(field('latitude'), { relatedTarget: field('longitude') });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('Enter both latitude and longitude')).toBeNull();
    type('longitude', '2.332');
    fireEvent.blur(field('longitude'), { relatedTarget: document.body });
    expect(onChange).toHaveBeenCalledWith({ latitude: 48.8738, longitude: 2.332 });
  });

  it('says what is wrong with a coordinate and keeps the position', () => {
    const { onChange } = open({ latitude: 37.4979, longitude: 127.0276 });
    type('latitude', '91');
    type('longitude', 'east');
    fireEvent.keyDown(field('latitude'), { key: 'Enter' });
    expect(screen.getByText('Between -90 and 90')).toBeInTheDocument();
    expect(screen.getByText('Enter a number')).toBeInTheDocument();
    type('longitude', '');
    type('latitude', '37.5');
    fireEvent.keyDown(field('latitude'), { key: 'Enter' });
    expect(screen.getByText('Enter both latitude and longitude')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clearing both fields removes the position; a new value from outside fills the fields', () => {
    const { onChange, view } = open({ latitude: 37.4979, longitude: 127.0276 });
    type('latitude', '');
    type('longitude', '');
    fireEvent.keyDown(field('longitude'), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(null);
    view.rerender(<MapPositionPicker value={{ latitude: 52.3731, longitude: 4.8932 }} onChange={onChange} />);
    expect([field('latitude').value, field('longitude').value]).toEqual(['52.3731', '4.8932']);
  });
});
