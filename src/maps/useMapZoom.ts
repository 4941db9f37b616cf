// The zoom of the map around a component, kept in React state. One stable listener, read again when it
// subscribes: a zoom that happens in another component's effect of the same commit is not missed.
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';

export function useMapZoom(): number {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useEffect(() => {
    const update = () => setZoom(map.getZoom());
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  return zoom;
}

/**
 * Whether the map is zoomed in to `level` or closer: state that changes only when the zoom crosses it, so that a
 * map of 2,000 markers is not rendered again at every zoom.
 */
export function useMapZoomAtLeast(level: number): boolean {
  const map = useMap();
  const [closer, setCloser] = useState(() => map.getZoom() >= level);
  useEffect(() => {
    const update = () => setCloser(map.getZoom() >= level);
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map, level]);
  return closer;
}
