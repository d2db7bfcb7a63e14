/** The catalogue's public entry: its service (products, stock inside the caller's transaction), answers, pictures and the product names read model. */
export { sendAnswer } from './catalog.cache';
export type { PackingFacts, ProductExportRow, ProductForSale, StockChange } from './catalog.repository';
export type { CatalogService } from './catalog.service';
export { IMAGE_MESSAGES, ImageRejected, removeUploadedImage, storeUploadedImage, uploadedImageKeys } from './product-images';
export { productNames } from './product-names';
/** For the seed and the test factories, which write products as this module does. */
export { createCatalogRepository, type NewProduct } from './catalog.repository';
