import type { WorldMapText } from "../../../common/site-data-types.ts";
import type { LocationStatistics } from "./location-statistics.ts";
import type { MapStatus } from "./map-state-machine.ts";

const statisticKeys = [
  "totalLocations",
  "offices",
  "partners",
  "clients",
  "projects",
  "countries",
  "totalEmployees",
] as const;

export function WorldMapDebug({
  id,
  hidden,
  status,
  markerCount,
  leafletVersion,
  statistics,
  text,
}: {
  text: WorldMapText;
  id: string;
  hidden: boolean;
  status: MapStatus;
  markerCount: number;
  leafletVersion: string | null;
  statistics: LocationStatistics;
}) {
  const rows: [string, string | number][] = [
    [text.debug.state, status],
    [text.debug.markers, markerCount],
    [text.debug.leafletVersion, leafletVersion ?? text.debug.notLoaded],
    ...statisticKeys.map((key): [string, number] => [text.statistics[key], statistics[key]]),
  ];
  return (
    <section id={id} hidden={hidden} className="world-map__debug" aria-label={text.debug.title}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
