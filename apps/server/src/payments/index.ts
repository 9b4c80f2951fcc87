/**
 * payments/: paying for an order, the gateways' notifications, reconciliation. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { reconcilePayments } from './jobs/reconcile-payments.ts';
export { payRoutes } from './routes/crsapi-pay.ts';
export { payNotifyRoutes } from './routes/pay-notify.ts';
export { sandboxRoutes } from './routes/sandbox.ts';
export { wechatPayPageRoutes } from './routes/wechat-pay-page.ts';
