import type { PointsHistory } from '@hotel/shared/api/loyalty';
import { priceFigure } from '@hotel/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { QueryState } from '../../components/query-state.tsx';

import { pointsHistoryQuery } from './api.ts';
import loyaltyPanelStyles from './loyalty-panel.module.css';
import { LOYALTY_TEXT } from './messages.ts';
import styles from './points-panel.module.css';

/** yyyy-MM-dd HH:mm of the service's yyyy-MM-dd HH:mm:ss. */
function toMinute(time: string): string {
  return time.slice(0, 16);
}

function PointsSummary({ history }: { history: PointsHistory }) {
  const worth = Math.floor(Math.max(0, history.balance) / history.pointsPerYuan);
  return (
    <div className={styles.pointsSummary}>
      <div>
        <p className={styles.pointsSummaryLabel}>{LOYALTY_TEXT.pointsTitle}</p>
        <p className={styles.pointsSummaryValue}>
          <strong>{LOYALTY_TEXT.balance(history.balance)}</strong>
          <span>{LOYALTY_TEXT.pointsUnit}</span>
        </p>
        <p className={styles.pointsSummaryWorth}>{LOYALTY_TEXT.worth(`¥${priceFigure(worth)}`)}</p>
      </div>
      <div className={styles.pointsSummaryRules}>
        <p className={styles.pointsSummaryRule}>
          {LOYALTY_TEXT.howPointsPay(history.pointsPerYuan, history.maxSharePercent)}
        </p>
        <p className={styles.pointsSummaryHint}>{LOYALTY_TEXT.howPointsEarn}</p>
      </div>
    </div>
  );
}

function PointsTable({ history, labelledBy }: { history: PointsHistory; labelledBy: string }) {
  if (history.entries.length === 0) return <EmptyState description={LOYALTY_TEXT.noPoints} />;
  return (
    <table className={styles.pointsTable} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{LOYALTY_TEXT.time}</th>
          <th scope="col">{LOYALTY_TEXT.kind}</th>
          <th scope="col" className={styles.pointsTableFigure}>
            {LOYALTY_TEXT.points}
          </th>
          <th scope="col" className={styles.pointsTableFigure}>
            {LOYALTY_TEXT.balanceAfter}
          </th>
          <th scope="col">{LOYALTY_TEXT.order}</th>
        </tr>
      </thead>
      <tbody>
        {history.entries.map((entry) => (
          <tr key={entry.id}>
            <td className={styles.pointsTableTime} data-label={LOYALTY_TEXT.time}>
              {toMinute(entry.time)}
            </td>
            <td className={styles.pointsTableKind} data-label={LOYALTY_TEXT.kind}>
              {entry.kindName}
            </td>
            <td
              className={`${styles.pointsTablePoints} ${entry.points > 0 ? styles.pointsTablePointsIn : styles.pointsTablePointsOut}`}
              data-label={LOYALTY_TEXT.points}
            >
              {LOYALTY_TEXT.signed(entry.points)}
            </td>
            <td className={styles.pointsTableBalance} data-label={LOYALTY_TEXT.balanceAfter}>
              {LOYALTY_TEXT.balance(entry.balance)}
            </td>
            <td
              className={`${styles.pointsTableOrder}${entry.orderNo ? '' : ` ${styles.pointsTableOrderNone}`}`}
              data-label={LOYALTY_TEXT.order}
            >
              {entry.orderNo ?? '—'}
              {entry.stay ? <span className={styles.pointsTableStay}>{entry.stay}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 我的积分: the balance, how points pay, and the latest changes (newest first). */
export function PointsPanel({ token }: { token: string }) {
  const history = useQuery(pointsHistoryQuery(token));
  const headingId = useId();
  return (
    <div className={loyaltyPanelStyles.loyaltyPanel}>
      <QueryState query={history} failed={LOYALTY_TEXT.loadFailed} serverMessage>
        {(data) => (
          <>
            <PointsSummary history={data} />
            <section className={loyaltyPanelStyles.loyaltyPanelSection} aria-labelledby={headingId}>
              <h2 className={loyaltyPanelStyles.loyaltyPanelTitle} id={headingId}>
                {LOYALTY_TEXT.historyTitle}
              </h2>
              <PointsTable history={data} labelledBy={headingId} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
