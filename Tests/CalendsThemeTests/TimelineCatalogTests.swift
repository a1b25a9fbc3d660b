/// What each of the timeline style's selectors and properties changes in the resolved theme;
/// `CatalogTests` checks every entry and that the table covers the catalog.
let timelineEffects: [Effect] = []
