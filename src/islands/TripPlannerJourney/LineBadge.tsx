import type { Journey } from '../../contract/trip-planner.ts';
import { badgeTextColour } from '../../domain/line-badge-colors.ts';
import { cssLineColor } from '../../domain/trip-journey-map.ts';

type Line = Extract<Journey['sections'][number], { type: 'PUBLIC_TRANSPORT' }>['line'];

/**
 * A line's code in its own colours (names and colours come from the network data). Drawn as SVG so the colours are
 * presentation attributes, which the page's CSP allows, rather than inline style attributes, which it does not.
 */
export function LineBadge({ line, label }: { line: Line; label?: string }) {
  const width = Math.max(24, 12 + line.code.length * 9);
  return (
    <svg
      className="line-badge"
      role="img"
      aria-label={label ?? line.code}
      width={width}
      height={24}
      viewBox={`0 0 ${width} 24`}
      data-line={line.id}
    >
      <title>{line.name}</title>
      <rect width={width} height={24} rx={12} fill={cssLineColor(line.color)} />
      <text
        x={width / 2}
        y={16.5}
        textAnchor="middle"
        fill={badgeTextColour(cssLineColor(line.color), line.textColor)}
        fontSize={14}
        fontWeight={700}
        fontFamily="system-ui, sans-serif"
      >
        {line.code}
      </text>
    </svg>
  );
}
