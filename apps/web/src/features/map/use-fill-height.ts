import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height that fills the window below the element's top edge (the shell's top bar and any subscription banner
 * above it vary), kept up to date on resize.
 */
export function useFillHeight<T extends HTMLElement>(min = 520) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, window.innerHeight - top));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    if (ref.current?.parentElement)
      observer.observe(ref.current.parentElement.parentElement ?? ref.current.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [min]);
  return { ref, height };
}
