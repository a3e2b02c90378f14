// A loading cue that waits: a load that ends sooner shows no flash of it.
import { useEffect, useState } from 'react';

/** Whether `ms` have passed since the first render. */
export function useTimePassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}
