// The server's time now, re-read every second: for countdowns and running clocks.
import { useEffect, useState } from 'react';

export function useServerNow(offset: number, running = true): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return deviceNow + offset;
}
