import { useId } from "react";
import type { WorldMapText } from "../../../common/site-data-types.ts";
import type { MapStatus } from "./map-state-machine.ts";

export function WorldMapOverlay({
  status,
  onRetry,
  onCheckLeaflet,
  onInjectLeaflet,
  text,
}: {
  text: WorldMapText;
  status: MapStatus;
  onRetry: () => void;
  onCheckLeaflet: () => void;
  onInjectLeaflet: () => void;
}) {
  const titleId = useId();
  return (
    <>
      {status === "loading" && (
        <div className="world-map__overlay">
          <span className="world-map__spinner" aria-hidden="true" />
          <p className="world-map__overlay-title">{text.loading.title}</p>
          <p>{text.loading.subtitle}</p>
        </div>
      )}
      {status === "error" && (
        <section className="world-map__overlay" aria-labelledby={titleId}>
          <div role="alert">
            <h3 id={titleId} className="world-map__overlay-title">
              {text.error.title}
            </h3>
            <p>{text.error.message}</p>
            <p>{text.error.hint}</p>
          </div>
          <div className="world-map__overlay-actions">
            <button type="button" className="button button--primary" onClick={onRetry}>
              {text.buttons.retry}
            </button>
            <button type="button" className="button" onClick={onCheckLeaflet}>
              {text.buttons.checkLeaflet}
            </button>
            <button type="button" className="button" onClick={onInjectLeaflet}>
              {text.buttons.injectLeaflet}
            </button>
          </div>
        </section>
      )}
      <div className="world-map__badge-slot" role="status">
        {status === "ready" && <span className="world-map__badge">{text.ready}</span>}
      </div>
    </>
  );
}
