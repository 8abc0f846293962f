/** Trusted sources: the list the web stage may read. */
export function SourcesTab() {
  return (
    <section aria-label="Trusted sources">
      <h2>Trusted sources</h2>
      <p className="empty">Online checking is not set up in this version, so no web source is consulted: every check stays on this device.</p>
    </section>
  );
}
