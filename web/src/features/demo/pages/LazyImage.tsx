import { Skeleton } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';

interface LazyImageProps {
  src: string;
  style?: CSSProperties;
  onLoad?: () => void;
}

/**
 * An image whose address is set only once it comes near the viewport (IntersectionObserver), with a
 * skeleton until then. Native `loading="lazy"` is kept as well; without IntersectionObserver it loads at once.
 */
export function LazyImage({ src, style, onLoad }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} style={{ position: 'relative', ...style }}>
      {!loaded && <Skeleton.Image active style={{ width: '100%', height: '100%', position: 'absolute', inset: 0 }} />}
      {near && (
        <img
          src={src}
          alt=""
          loading="lazy"
          onLoad={() => {
            setLoaded(true);
            onLoad?.();
          }}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </div>
  );
}
