export { useEmiPlans } from './api/get-emi-plans';
export { useEmiRates } from './api/get-emi-rates';
export { emiKeys } from './api/query-keys';
export { EmiFrom, EmiFromLine } from './components/emi-from';
export { EmiPlans, EmiPlanTable } from './components/emi-plans';
export { LoanCalculator } from './components/loan-calculator';
