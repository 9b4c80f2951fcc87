import type { Calendar, CalendarRatePlan, CalendarRoomType } from '@hotel/shared/admin/rates';
import { Empty } from 'antd';
import { dayHead, isoWeekday } from './dates.ts';
import { RATES_TEXT } from './messages.ts';
import styles from './rates-grid.module.css';

/** What a click on a cell asks to edit: that night of that room type (rooms) or rate plan (price). */
export type CellTarget = { night: string } & ({ roomTypeId: number } | { ratePlanId: number });

interface RatesGridProps {
  calendar: Calendar;
  onEdit: (target: CellTarget) => void;
}

const isWeekend = (night: string) => isoWeekday(night) >= 6;

function RoomRow({
  type,
  nights,
  onEdit,
}: {
  type: CalendarRoomType;
  nights: string[];
  onEdit: RatesGridProps['onEdit'];
}) {
  return (
    <tr className={styles.ratesGridRoom}>
      <th scope="row" className={styles.ratesGridLabel}>
        {type.name}
        <br />
        <small>{RATES_TEXT.roomsRow}</small>
      </th>
      {type.cells.map((cell, i) => {
        const night = nights[i] ?? '';
        return (
          <td key={night}>
            <button
              type="button"
              className={styles.ratesGridCell}
              aria-label={RATES_TEXT.cellLabel(`${type.name} ${RATES_TEXT.roomsRow}`, night)}
              onClick={() => onEdit({ night, roomTypeId: type.id })}
            >
              {cell ? (
                <>
                  {RATES_TEXT.total}
                  {cell.total} {RATES_TEXT.sold}
                  {cell.sold}
                  <br />
                  {RATES_TEXT.left}
                  {cell.left}
                </>
              ) : (
                <span className={styles.ratesGridClosed}>{RATES_TEXT.notOnSale}</span>
              )}
            </button>
          </td>
        );
      })}
    </tr>
  );
}

function PlanRow({
  type,
  plan,
  nights,
  onEdit,
}: {
  type: CalendarRoomType;
  plan: CalendarRatePlan;
  nights: string[];
  onEdit: RatesGridProps['onEdit'];
}) {
  return (
    <tr>
      <th scope="row" className={styles.ratesGridLabel}>
        {plan.name}
        {plan.active ? null : <small className={styles.ratesGridClosed}>（{RATES_TEXT.inactive}）</small>}
      </th>
      {plan.cells.map((cell, i) => {
        const night = nights[i] ?? '';
        return (
          <td key={night} className={isWeekend(night) ? styles.ratesGridWeekend : undefined}>
            <button
              type="button"
              className={styles.ratesGridCell}
              aria-label={RATES_TEXT.cellLabel(`${type.name} ${plan.name}`, night)}
              onClick={() => onEdit({ night, ratePlanId: plan.id })}
            >
              {cell ? (
                <>
                  <span
                    className={
                      cell.stopSell
                        ? `${styles.ratesGridPrice} ${styles.ratesGridStopped}`
                        : styles.ratesGridPrice
                    }
                  >
                    ¥{cell.price}
                  </span>
                  {cell.stopSell ? (
                    <span className={`${styles.ratesGridTag} ${styles.ratesGridStopped}`}>
                      {RATES_TEXT.stopSell}
                    </span>
                  ) : null}
                  {cell.minStay > 1 ? (
                    <span className={styles.ratesGridTag}>{RATES_TEXT.minStay(cell.minStay)}</span>
                  ) : null}
                  {cell.closedToArrival ? (
                    <span className={styles.ratesGridTag}>{RATES_TEXT.closedToArrival}</span>
                  ) : null}
                </>
              ) : (
                <span className={styles.ratesGridClosed}>{RATES_TEXT.notOnSale}</span>
              )}
            </button>
          </td>
        );
      })}
    </tr>
  );
}

/**
 * The calendar grid: per room type a row of rooms (total, sold, left) and a row per rate plan
 * (price and restrictions), one column a night. A click on a cell edits that night.
 */
export function RatesGrid({ calendar, onEdit }: RatesGridProps) {
  if (calendar.roomTypes.length === 0) return <Empty description={RATES_TEXT.noRoomTypes} />;
  return (
    <div className={styles.ratesGrid}>
      <table aria-label={RATES_TEXT.grid}>
        <thead>
          <tr>
            <th scope="col" className={styles.ratesGridLabel}>
              {calendar.hotelName}
            </th>
            {calendar.nights.map((night) => {
              const head = dayHead(night);
              return (
                <th
                  key={night}
                  scope="col"
                  className={isWeekend(night) ? styles.ratesGridWeekend : undefined}
                >
                  {head.day}
                  <br />
                  {head.weekday}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {calendar.roomTypes.flatMap((type) => [
            <RoomRow key={`room-${type.id}`} type={type} nights={calendar.nights} onEdit={onEdit} />,
            ...type.ratePlans.map((plan) => (
              <PlanRow
                key={`plan-${plan.id}`}
                type={type}
                plan={plan}
                nights={calendar.nights}
                onEdit={onEdit}
              />
            )),
          ])}
        </tbody>
      </table>
    </div>
  );
}
