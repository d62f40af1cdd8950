import { useLayoutEffect, useState, type RefObject } from 'react';
import { pxToMm } from './print-page';

/**
 * The height of an element in millimetres while `active`, kept up to date as it changes: what a
 * print cut to its content's length measures (docs/screens.md#prints). Null until measured.
 */
export function useHeightMm(ref: RefObject<HTMLElement | null>, active: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => setHeight(pxToMm(element.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
  return active ? height : null;
}
