import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { bd09ToGcj02, hasLocation } from '../lib/coordinates.ts';
import { siteInfoQuery } from '../lib/site-info.ts';
import styles from './hotel-map.module.css';

/** One hotel on the map; latitude and longitude as stored (BD-09), 0 when unknown. */
export interface MapHotel {
  hotelCode: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface HotelMapProps {
  hotels: readonly MapHotel[];
  /** The hotel to centre on; the first located hotel when absent or unknown. */
  focus?: string;
  /** Tile URL template; by default the site settings' mapTileUrl. */
  tileUrl?: string;
  className?: string;
  /** Accessible name of the map region. */
  label?: string;
}

const HOTEL_MAP_TEXT = {
  label: '酒店地图',
  noLocation: '暂无位置信息',
  focusNoLocation: (name: string) => `${name}：暂无位置信息`,
} as const;

/** AutoNavi (高德) road tiles, GCJ-02: used until (or when) the site settings do not name others. */
const DEFAULT_MAP_TILE_URL =
  'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';

/** Centre of China, shown (under the no-location note) when no hotel has a position. */
const FALLBACK_CENTER: L.LatLngTuple = [35.86, 104.19];
const FALLBACK_ZOOM = 4;

interface Located {
  hotelCode: string;
  name: string;
  position: L.LatLngTuple;
}

/** AutoNavi numbers its tile hosts 1–4; the others letter them. */
function subdomainsOf(url: string): string {
  return /autonavi|amap/i.test(url) ? '1234' : 'abc';
}

function locate(hotels: readonly MapHotel[]): Located[] {
  const result: Located[] = [];
  for (const hotel of hotels) {
    if (!hasLocation(hotel.latitude, hotel.longitude)) continue;
    const gcj = bd09ToGcj02(hotel.latitude, hotel.longitude);
    result.push({ hotelCode: hotel.hotelCode, name: hotel.name, position: [gcj.lat, gcj.lng] });
  }
  return result;
}

/** The focused hotel (else the first located one) at MAP_ZOOM, or China when none has a position. */
function viewOf(located: readonly Located[], focus: string | undefined): [L.LatLngTuple, number] {
  const first = located.find((h) => h.hotelCode === focus) ?? located[0];
  return first ? [first.position, MAP_ZOOM] : [FALLBACK_CENTER, FALLBACK_ZOOM];
}

/**
 * A hotel's marker: the pin with the hotel's name above it, both in the marker's own element. As
 * CSS places the name, adding the markers does not measure anything (a permanent Leaflet tooltip
 * per hotel read its size as it was added: one forced layout per hotel on the list's first load).
 */
function markerIcon(name: string): L.DivIcon {
  const pin = document.createElement('span');
  pin.className = styles.pin ?? '';
  pin.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = styles.label ?? '';
  // Text, never HTML: a hotel name is data.
  label.textContent = name;
  const html = document.createElement('span');
  html.append(pin, label);
  return L.divIcon({ className: styles.marker, html, iconSize: [28, 36], iconAnchor: [14, 34] });
}

/**
 * A Leaflet map with a marker and a permanent name label for each located hotel, at MAP_ZOOM and
 * centred on the focused (or first located) hotel. Stored BD-09 positions are converted to GCJ-02,
 * the system of the default AutoNavi tiles. Markers show even when the tiles cannot load.
 */
export function HotelMap({ hotels, focus, tileUrl, className, label = HOTEL_MAP_TEXT.label }: HotelMapProps) {
  const site = useQuery({ ...siteInfoQuery(), enabled: tileUrl === undefined });
  const tiles = tileUrl ?? (site.isPending ? undefined : site.data?.mapTileUrl || DEFAULT_MAP_TILE_URL);

  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);

  const located = useMemo(() => locate(hotels), [hotels]);
  // Markers are rebuilt only when the set of hotels or their positions change.
  const locatedKey = located.map((h) => `${h.hotelCode}@${h.position.join(',')}`).join('|');
  const locatedRef = useRef(located);
  locatedRef.current = located;
  const focusRef = useRef(focus);
  focusRef.current = focus;

  // The map itself: created once, at the view the markers will want (a first view elsewhere would
  // have its tiles laid out and then thrown away), removed on unmount.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const [center, zoom] = viewOf(locatedRef.current, focusRef.current);
    const map = L.map(container, {
      center,
      zoom,
      scrollWheelZoom: false,
      attributionControl: false,
    });
    const markers = L.layerGroup().addTo(map);
    mapRef.current = map;
    markersRef.current = markers;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
    };
  }, []);

  // Tiles: added once the URL is known.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tiles) return;
    const layer = L.tileLayer(tiles, { subdomains: subdomainsOf(tiles), maxZoom: 18, minZoom: 3 });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [tiles]);

  // Markers and labels: cleared and drawn again, and the view recentred, when the hotels change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: locatedKey stands for the located hotels.
  useEffect(() => {
    const map = mapRef.current;
    const markers = markersRef.current;
    if (!map || !markers) return;
    markers.clearLayers();
    // The view first, so each marker is placed once.
    const [center, zoom] = viewOf(locatedRef.current, focusRef.current);
    if (!map.getCenter().equals(center, 1e-6) || map.getZoom() !== zoom)
      map.setView(center, zoom, { animate: false });
    for (const hotel of locatedRef.current) {
      L.marker(hotel.position, {
        icon: markerIcon(hotel.name),
        title: hotel.name,
        alt: hotel.name,
        keyboard: false,
      }).addTo(markers);
    }
  }, [locatedKey]);

  // Focus: recentre on the chosen hotel when it has a position.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !focus) return;
    const target = locatedRef.current.find((h) => h.hotelCode === focus);
    if (target) map.setView(target.position, MAP_ZOOM);
  }, [focus]);

  const focused = focus ? hotels.find((h) => h.hotelCode === focus) : undefined;
  const focusWithoutPlace =
    focused && !hasLocation(focused.latitude, focused.longitude) ? focused.name : undefined;
  const note =
    hotels.length > 0 && located.length === 0
      ? HOTEL_MAP_TEXT.noLocation
      : focusWithoutPlace
        ? HOTEL_MAP_TEXT.focusNoLocation(focusWithoutPlace)
        : undefined;

  return (
    <section className={[styles.hotelMap, className].filter(Boolean).join(' ')} aria-label={label}>
      <div ref={containerRef} className={styles.canvas} data-markers={located.length} />
      {note ? (
        <p className={located.length > 0 ? `${styles.note} ${styles.aside}` : styles.note} role="status">
          {note}
        </p>
      ) : null}
    </section>
  );
}
