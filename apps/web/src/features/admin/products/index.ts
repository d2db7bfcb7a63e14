export { NewProduct, ProductEditor } from './components/product-editor';
export { ProductsList } from './components/products-list';
