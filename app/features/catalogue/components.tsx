// catalogue's public components: what other features render of it.
// Apart from index.ts, so code that runs under Node alone (scripts, the reliability tests,
// the benchmarks) can use the feature's rules and services without loading React modules.
export { ProductNotFound, ProductPage } from "#app/features/catalogue/product-page.tsx";
export { StockAvailabilityPanel } from "#app/features/catalogue/stock/stock-availability-panel.tsx";
export { ItemCard } from "#app/features/catalogue/item-card.tsx";
