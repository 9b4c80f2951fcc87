/**
 * Rows of a member's stored-value card ledger by kind, in the words of every screen that lists them
 * (an order's 会员卡流水, a member's 储值明细); a kind added later shows as the server names it.
 */
export const CARD_LEDGER_KIND_LABELS: Record<string, string> = {
  debit: '消费',
  refund: '退款',
  topup: '充值',
  adjust: '人工调整',
};
