export { useFeaturedProducts } from './api/get-featured-products';
export { productQueryOptions, useProduct } from './api/get-product';
export { useProducts } from './api/get-products';
export { catalogKeys } from './api/query-keys';
export { CatalogueToolbar, CATEGORY_OPTIONS } from './components/catalogue-toolbar';
export { FeaturedCarousel, FeaturedCarouselSkeleton } from './components/featured-carousel';
export { ProductDetails, ProductDetailsSkeleton } from './components/product-details';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { useCatalogueParams } from './hooks/use-catalogue-params';
