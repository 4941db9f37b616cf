// A store's position (latitude, longitude) as the position picker reads it from two text fields: both numbers in
// range make a position, both empty make none, anything else is an error of the field at fault.
export interface MapPosition {
  latitude: number;
  longitude: number;
}

export type PositionError = 'notANumber' | 'latitudeRange' | 'longitudeRange' | 'incomplete';

/** 6 decimals: about ten centimetres, closer than a pin can be dropped */
export function roundPosition({ latitude, longitude }: MapPosition): MapPosition {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { latitude: round(latitude), longitude: round(longitude) };
}

function parseCoordinate(text: string, limit: number, range: PositionError) {
  const trimmed = text.trim();
  if (trimmed === '') return { empty: true as const };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: 'notANumber' as const };
  if (Math.abs(value) > limit) return { error: range };
  return { value };
}

export type ParsedPosition =
  { position: MapPosition | null } | { errors: { latitude?: PositionError; longitude?: PositionError } };

export function parsePosition(latitudeText: string, longitudeText: string): ParsedPosition {
  const latitude = parseCoordinate(latitudeText, 90, 'latitudeRange');
  const longitude = parseCoordinate(longitudeText, 180, 'longitudeRange');
  if ('error' in latitude || 'error' in longitude)
    return {
      errors: {
        latitude: 'error' in latitude ? latitude.error : undefined,
        longitude: 'error' in longitude ? longitude.error : undefined,
      },
    };
  if ('empty' in latitude && 'empty' in longitude) return { position: null };
  if ('empty' in latitude) return { errors: { latitude: 'incomplete' } };
  if ('empty' in longitude) return { errors: { longitude: 'incomplete' } };
  return { position: roundPosition({ latitude: latitude.value, longitude: longitude.value }) };
}

export function formatCoordinate(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}
