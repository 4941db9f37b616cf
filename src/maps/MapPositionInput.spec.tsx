// The schema widget `mapPosition` in a react-admin form: the picker loads, and a typed position is the form value.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { widgetNamed } from '../schema-views/registry';
import '../schema-views/widgets';
import { leafletInJsdom } from '../test/leafletInJsdom';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { FieldMeta } from '../../domain/resourceMeta';

leafletInJsdom();

const POSITION: FieldMeta = {
  name: 'position',
  type: 'object',
  widget: 'mapPosition',
  views: ['create', 'edit'],
};

describe('the mapPosition widget', () => {
  it('shows the position picker and saves a typed position with the form', async () => {
    const onSubmit = vi.fn();
    const inputs = widgetNamed('mapPosition')!(POSITION, 'edit');
    renderWithAdmin(
      <Form record={{ position: { latitude: 37.4979, longitude: 127.0276 } }} onSubmit={onSubmit}>
        {inputs}
        <button type="submit">save</button>
      </Form>,
    );
    const latitude = (await screen.findByTestId('position-position-latitude')) as HTMLInputElement;
    expect(latitude.value).toBe('37.4979');
    fireEvent.change(latitude, { target: { value: '35.1587' } });
    fireEvent.change(screen.getByTestId('position-position-longitude'), { target: { value: '129.1604' } });
    fireEvent.keyDown(latitude, { key: 'Enter' });
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ position: { latitude: 35.1587, longitude: 129.1604 } });
  });
});
