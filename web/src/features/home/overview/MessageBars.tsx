// Messages per minute as plain SVG bars. ECharts (about 170 KB) would take the home page over its
// JavaScript budget for one small series; the dashboards, which draw many, use ECharts.
import type { AnalysisPoint } from '@iot/contract';
import { theme } from 'antd';
import { useState } from 'react';

interface Props {
  points: AnalysisPoint[];
  /** What the caption says of one point (the hovered one, else the latest). */
  describe: (point: AnalysisPoint) => string;
  /** The chart's accessible name. */
  label: string;
  height?: number;
}

/** A bar per point scaled to the largest; hovering (or tapping) a bar names it in the caption. */
export function MessageBars({ points, describe, label, height = 200 }: Props) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState<number | null>(null);
  const max = Math.max(1, ...points.map((p) => p.Value));
  const shown = points[hovered ?? points.length - 1];
  const muted = { color: token.colorTextSecondary, fontSize: token.fontSizeSM };
  const ticks = [0, Math.floor(points.length / 2), points.length - 1].filter((i, k, all) => all.indexOf(i) === k);
  return (
    <figure style={{ margin: 0 }} data-testid="message-bars">
      <figcaption style={{ ...muted, minHeight: token.fontSizeSM * token.lineHeightSM }}>
        {shown ? describe(shown) : ''}
      </figcaption>
      <div style={{ display: 'flex', gap: 8 }}>
        <div style={{ ...muted, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${points.length * 10} 100`}
          preserveAspectRatio="none"
          width="100%"
          height={height}
          style={{ flex: 1, minWidth: 0, borderBottom: `1px solid ${token.colorSplit}` }}
          onPointerLeave={() => setHovered(null)}
        >
          {points.map((p, i) => {
            const h = (p.Value / max) * 100;
            return (
              // The whole column answers the pointer, not only the bar (which may be zero high).
              <g key={`${i}-${p.Title}`} onPointerEnter={() => setHovered(i)}>
                <rect x={i * 10} y={0} width={10} height={100} fill="transparent" />
                <rect
                  x={i * 10 + 1.5}
                  y={100 - h}
                  width={7}
                  height={h}
                  fill={i === hovered ? token.colorPrimaryHover : token.colorPrimary}
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div
        style={{ ...muted, display: 'flex', justifyContent: 'space-between', marginLeft: 8 + String(max).length * 7 }}
      >
        {ticks.map((i) => (
          <span key={i}>{points[i]?.Title}</span>
        ))}
      </div>
    </figure>
  );
}
