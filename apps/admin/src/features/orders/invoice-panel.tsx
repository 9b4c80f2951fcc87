import type { OrderInvoice } from '@hotel/shared/api/member-orders';
import { INVOICE_STATUS_LABELS, INVOICE_TITLE_TYPE_LABELS } from '@hotel/shared/api/member-orders';
import { Button, Descriptions, Popconfirm, Tag } from 'antd';
import { useMarkInvoiceIssued } from './api.ts';
import { ORDERS_TEXT } from './messages.ts';

/** The invoice the member asked for, and 标记已开具 while it is still to be made out. */
export function InvoicePanel({ orderId, invoice }: { orderId: number; invoice: OrderInvoice }) {
  const issue = useMarkInvoiceIssued(orderId);
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={ORDERS_TEXT.invoiceStatus}>
          <Tag color={invoice.status === 'issued' ? 'green' : 'gold'}>
            {INVOICE_STATUS_LABELS[invoice.status]}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={ORDERS_TEXT.invoiceTitleType}>
          {INVOICE_TITLE_TYPE_LABELS[invoice.titleType]}
        </Descriptions.Item>
        <Descriptions.Item label={ORDERS_TEXT.invoiceTitle}>{invoice.title}</Descriptions.Item>
        <Descriptions.Item label={ORDERS_TEXT.invoiceTaxpayerId}>
          {invoice.taxpayerId || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={ORDERS_TEXT.invoiceEmail}>{invoice.email}</Descriptions.Item>
        <Descriptions.Item label={ORDERS_TEXT.invoiceRequestedAt}>{invoice.requestedAt}</Descriptions.Item>
      </Descriptions>
      {invoice.status === 'requested' && (
        <Popconfirm title={ORDERS_TEXT.confirmInvoiceIssued} onConfirm={() => issue.mutate()}>
          <Button type="primary" style={{ marginTop: 12 }} loading={issue.isPending}>
            {ORDERS_TEXT.markInvoiceIssued}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
