export { PriceList } from './components/price-list';
export { ServiceCards } from './components/service-cards';
export { ServiceDetail } from './components/service-detail';
export { isServiceSlug, SERVICE_PAGES } from './service-pages';
