/// What each of the booking style's selectors and properties changes in the resolved theme;
/// `CatalogTests` checks every entry and that the table covers the catalog.
let bookingEffects: [Effect] = []
