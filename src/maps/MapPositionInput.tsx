// The store position as a react-admin form input: the schema widget `mapPosition` (registered in
// src/schema-views/widgets.tsx). It shows the position picker, whose map and Leaflet load only when a form
// shows the input; the form value is `{ latitude, longitude }` or null.
import { FormControl, FormLabel } from '@mui/material';
import { FieldTitle, useInput, useResourceContext } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { lazy, Suspense } from 'react';

const MapPositionPicker = lazy(async () => ({
  default: (await import('./MapPositionPicker')).MapPositionPicker,
}));

export function MapPositionInput({ source }: { source: string }) {
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source });
  return (
    <FormControl fullWidth margin="dense" error={fieldState.invalid}>
      <FormLabel sx={{ mb: 1 }}>
        <FieldTitle source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <Suspense fallback={null}>
        <MapPositionPicker value={field.value} onChange={field.onChange} testId={`${source}-position`} />
      </Suspense>
      <InputHelperText error={fieldState.error?.message} />
    </FormControl>
  );
}
