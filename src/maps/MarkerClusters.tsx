// Markers gathered into clusters where they would overlap (leaflet.markercluster through react-leaflet-cluster),
// so that a chain of 2,000 stores draws a few dozen icons: a cluster shows its count on the colour of its highest
// ranked marker (clusterIcon.ts), a click zooms in to its markers, or spreads them out (spiderfies) where they
// share a place. Below CLUSTER_FROM markers none cluster. Its children add vector markers (CircleMarker) that set the option clusterRank: react-leaflet components, or
// Leaflet markers added to the group of react-leaflet's context (layerContainer, as StoreMap does).
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import './markerClusters.css';
import type { MarkerCluster, MarkerClusterGroup as LeafletMarkerClusterGroup } from 'leaflet';
import { useTranslate } from 'ra-core';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { clusterIcon } from './clusterIcon';

export { CLUSTER_ICON_RADIUS } from './clusterIcon';

/**
 * Two markers' radii and their rings: markers closer than this (in pixels) would overlap, so they cluster; those
 * further apart stay markers (the demo's 7 stores, Seoul and Busan included, at the fitted zoom).
 */
export const CLUSTER_RADIUS = 20;

/**
 * The fewest markers that cluster: a store or a small chain shows every store on its own marker in its own status
 * colour, as the spec's maps draw them (doc 1 §9); a chain's hundreds gather where they would overlap.
 */
export const CLUSTER_FROM = 50;

/** the longest task of markers joining the clusters */
const CHUNK_MS = 50;

interface ClustersProps {
  /**
   * changes when a marker's rank (its status, its figure) changes: the clusters' colours are drawn again (a map
   * whose markers refresh their own clusters, StoreMap's, gives none)
   */
  refreshKey?: string;
  children: ReactNode;
}

export function MarkerClusters({ markers, ...props }: ClustersProps & { markers: number }) {
  return markers < CLUSTER_FROM ? props.children : <Clustered {...props} />;
}

function Clustered({ refreshKey, children }: ClustersProps) {
  const translate = useTranslate();
  const group = useRef<LeafletMarkerClusterGroup>(null);
  const iconCreateFunction = useCallback(
    (cluster: MarkerCluster) =>
      clusterIcon(cluster, (count) => translate('app.maps.cluster', { smart_count: count })),
    [translate],
  );
  useEffect(() => {
    group.current?.refreshClusters();
  }, [refreshKey, iconCreateFunction]);
  return (
    <MarkerClusterGroup
      ref={group}
      maxClusterRadius={CLUSTER_RADIUS}
      iconCreateFunction={iconCreateFunction}
      // clusters follow the map's own zoom animation; their own would move every marker of a split in timers
      animate={false}
      // markers join the clusters in tasks of at most CHUNK_MS, the page answering between them (the plugin's
      // 200 ms made one long task of a chain's 2,000 stores)
      chunkedLoading
      chunkInterval={CHUNK_MS}
      chunkDelay={0}
      showCoverageOnHover={false}
      spiderfyOnMaxZoom
      zoomToBoundsOnClick
    >
      {children}
    </MarkerClusterGroup>
  );
}
