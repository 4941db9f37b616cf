// leaflet.markercluster's own package has no types: it extends the global L, whose additions markerCluster.d.ts
// declares; importing it is for that side effect only.
declare module 'leaflet.markercluster';
