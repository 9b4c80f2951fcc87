import type { PointsHistory } from '@hotel/shared/api/loyalty';
import { priceFigure } from '@hotel/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { QueryState } from '../../components/query-state.tsx';

import { pointsHistoryQuery } from './api.ts';
import { LOYALTY_TEXT } from './messages.ts';
import './loyalty.css';

/** yyyy-MM-dd HH:mm of the service's yyyy-MM-dd HH:mm:ss. */
function toMinute(time: string): string {
  return time.slice(0, 16);
}

function PointsSummary({ history }: { history: PointsHistory }) {
  const worth = Math.floor(Math.max(0, history.balance) / history.pointsPerYuan);
  return (
    <div className="points-summary">
      <div className="points-summary__balance">
        <p className="points-summary__label">{LOYALTY_TEXT.pointsTitle}</p>
        <p className="points-summary__value">
          <strong>{LOYALTY_TEXT.balance(history.balance)}</strong>
          <span>{LOYALTY_TEXT.pointsUnit}</span>
        </p>
        <p className="points-summary__worth">{LOYALTY_TEXT.worth(`¥${priceFigure(worth)}`)}</p>
      </div>
      <div className="points-summary__rules">
        <p className="points-summary__rule">
          {LOYALTY_TEXT.howPointsPay(history.pointsPerYuan, history.maxSharePercent)}
        </p>
        <p className="points-summary__hint">{LOYALTY_TEXT.howPointsEarn}</p>
      </div>
    </div>
  );
}

function PointsTable({ history, labelledBy }: { history: PointsHistory; labelledBy: string }) {
  if (history.entries.length === 0) return <EmptyState description={LOYALTY_TEXT.noPoints} />;
  return (
    <table className="points-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{LOYALTY_TEXT.time}</th>
          <th scope="col">{LOYALTY_TEXT.kind}</th>
          <th scope="col" className="points-table__figure">
            {LOYALTY_TEXT.points}
          </th>
          <th scope="col" className="points-table__figure">
            {LOYALTY_TEXT.balanceAfter}
          </th>
          <th scope="col">{LOYALTY_TEXT.order}</th>
        </tr>
      </thead>
      <tbody>
        {history.entries.map((entry) => (
          <tr key={entry.id}>
            <td className="points-table__time" data-label={LOYALTY_TEXT.time}>
              {toMinute(entry.time)}
            </td>
            <td className="points-table__kind" data-label={LOYALTY_TEXT.kind}>
              {entry.kindName}
            </td>
            <td
              className={`points-table__points ${entry.points > 0 ? 'points-table__points--in' : 'points-table__points--out'}`}
              data-label={LOYALTY_TEXT.points}
            >
              {LOYALTY_TEXT.signed(entry.points)}
            </td>
            <td className="points-table__balance" data-label={LOYALTY_TEXT.balanceAfter}>
              {LOYALTY_TEXT.balance(entry.balance)}
            </td>
            <td
              className={`points-table__order${entry.orderNo ? '' : ' points-table__order--none'}`}
              data-label={LOYALTY_TEXT.order}
            >
              {entry.orderNo ?? '—'}
              {entry.stay ? <span className="points-table__stay">{entry.stay}</span> : null}
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
    <div className="loyalty-panel">
      <QueryState query={history} failed={LOYALTY_TEXT.loadFailed} serverMessage>
        {(data) => (
          <>
            <PointsSummary history={data} />
            <section className="loyalty-panel__section" aria-labelledby={headingId}>
              <h2 className="loyalty-panel__title" id={headingId}>
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
