export { CompareBar } from './components/compare-bar';
export { CompareTable, type CompareColumn } from './components/compare-table';
export { CompareToggle } from './components/compare-toggle';
export { compareHref, compareIdsFrom } from './compare-link';
export { useCompare } from './compare-store';
