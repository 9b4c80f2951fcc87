import { PassThrough } from 'node:stream';
import { ORDER_STATUS_LABELS, type OrderRow, PAY_METHOD_LABELS } from '@hotel/shared/admin/orders';
import ExcelJS from 'exceljs';

/** The search result as an Excel sheet: Chinese headers, amounts in yuan, written as a stream. */

const COLUMNS: { header: string; width: number; value: (row: OrderRow) => string | number }[] = [
  { header: '订单号', width: 22, value: (r) => r.orderNo },
  { header: '预订号', width: 22, value: (r) => r.revNo },
  { header: '酒店', width: 28, value: (r) => r.hotelName },
  { header: '房型', width: 14, value: (r) => r.roomTypeName },
  { header: '房价', width: 14, value: (r) => r.rateName },
  { header: '入住人', width: 12, value: (r) => r.guestName },
  { header: '手机号', width: 14, value: (r) => r.mobile },
  { header: '入住日期', width: 12, value: (r) => r.checkinDate },
  { header: '离店日期', width: 12, value: (r) => r.checkoutDate },
  { header: '间夜数', width: 8, value: (r) => r.nights * r.roomQty },
  { header: '房间数', width: 8, value: (r) => r.roomQty },
  { header: '金额（元）', width: 12, value: (r) => r.amount },
  {
    header: '支付方式',
    width: 10,
    value: (r) => (r.payMethod ? (PAY_METHOD_LABELS[r.payMethod] ?? r.payMethod) : ''),
  },
  { header: '状态', width: 8, value: (r) => ORDER_STATUS_LABELS[r.status] },
  { header: '下单时间', width: 20, value: (r) => r.createdAt },
  // where the booking came from: our site, or a channel with its own number for it
  { header: '来源', width: 20, value: (r) => r.channel?.name ?? '官网' },
  { header: '渠道单号', width: 22, value: (r) => r.channel?.resId ?? '' },
];

/** A file name with the Shanghai time of the export, ASCII so every browser keeps it. */
export function exportFileName(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace(/[-:T]/g, '');
  return `orders-${stamp}.xlsx`;
}

/** Streams the workbook; rows are committed one by one, so memory stays flat for a large export. */
export function orderWorkbookStream(rows: OrderRow[]): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('订单');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const line = sheet.addRow(COLUMNS.map((c) => c.value(row)));
    line.getCell(12).numFmt = '0.00';
    line.commit();
  }
  sheet.commit();
  workbook
    .commit()
    .catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return stream;
}
