// The maps of the console: the base map with its offline geography, the store map view of the store, tag and
// product screens (and the sensor, paper and signage overviews to come), and the store position picker.
export { BaseMap } from './BaseMap';
export { MapPositionPicker, type MapPositionPickerProps } from './MapPositionPicker';
export type { MapPosition } from './position';
export { StoreMapView } from './StoreMapView';
export type { MapStatusVocabulary, MapStore } from './types';
