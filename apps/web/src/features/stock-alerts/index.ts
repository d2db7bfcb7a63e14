/** "Notify me" for sold-out products (issue 27), and the mail's unsubscribe page. */
export { NotifyMe } from './components/notify-me';
export { UnsubscribeStockAlerts } from './components/unsubscribe-stock-alerts';
