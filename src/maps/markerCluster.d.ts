// leaflet.markercluster (through react-leaflet-cluster) extends Leaflet without types of its own in this tree:
// the parts the console uses, and the rank a marker gives its cluster's colour (MarkerClusters.tsx).
import 'leaflet';

declare module 'leaflet' {
  interface PathOptions {
    /** a cluster takes the fill colour of its highest ranked marker (a store's worst status, a panel's top figure) */
    clusterRank?: number;
  }

  interface MarkerClusterGroupOptions extends LayerOptions {
    maxClusterRadius?: number;
    animate?: boolean;
    chunkedLoading?: boolean;
    chunkInterval?: number;
    chunkDelay?: number;
    showCoverageOnHover?: boolean;
    spiderfyOnMaxZoom?: boolean;
    zoomToBoundsOnClick?: boolean;
    removeOutsideVisibleBounds?: boolean;
    iconCreateFunction?: (cluster: MarkerCluster) => Icon | DivIcon;
  }

  class MarkerCluster extends Marker {
    getChildCount(): number;
    getAllChildMarkers(): Layer[];
    spiderfy(): void;
    zoomToBounds(): void;
  }

  class MarkerClusterGroup extends FeatureGroup {
    constructor(options?: MarkerClusterGroupOptions);
    refreshClusters(layers?: Layer | Layer[]): this;
    addLayers(layers: Layer[]): this;
    removeLayers(layers: Layer[]): this;
    zoomToShowLayer(layer: Layer, callback?: () => void): void;
    getVisibleParent(layer: Layer): Layer | null;
  }
}
