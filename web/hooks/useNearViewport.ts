// True once an element comes within `margin` of the viewport (at once where the browser
// cannot tell), for content whose code may wait until the visitor scrolls towards it.
import { useEffect, useRef, useState } from "react";

export function useNearViewport<T extends Element>(margin = "600px") {
  const ref = useRef<T>(null);
  // false in the first render wherever it runs, so a page drawn on the Worker is taken over as drawn
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near] as const;
}
