// PLACEHOLDER until the world-map issue (#4) lands: the section's heading only.
export function WorldMapSection({ variant }: { variant: "home" | "contact" }) {
  return (
    <section aria-labelledby={`world-map-${variant}`} className="container page-section">
      <h2 id={`world-map-${variant}`}>Our Global Presence</h2>
    </section>
  );
}
