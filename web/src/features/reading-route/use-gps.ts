import { useEffect, useState } from 'react';

export interface GpsFix {
  latitude: number;
  longitude: number;
  /** Metres, as the phone reports it. */
  accuracy: number;
}

/** The phone's latest position while the route is open; null when it gives none (refused, no signal, no GPS). */
export function useGps(): GpsFix | null {
  const [fix, setFix] = useState<GpsFix | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (position) =>
        setFix({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Math.round(position.coords.accuracy),
        }),
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return fix;
}
