export { CallToAction } from './components/call-to-action';
export { FinanceCards } from './components/finance-cards';
export { StatsBand } from './components/stats-band';
export { WhyChoose } from './components/why-choose';
