import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageHead } from '../../lib/page-head.ts';
import { isServer } from '../../lib/render-environment.ts';

/**
 * A hotel's code alone (/HJ000101) is the hotel's home. Shown only once the layout knows the hotel
 * (an unknown code stays its 酒店不存在 page): the server answers a permanent redirect to the home,
 * and the browser, reaching it by a link, goes on there in place.
 */
export function HotelSiteIndexRoute() {
  const { hotelCode = '' } = useParams();
  const home = paths.childHome(hotelCode);
  usePageHead({ movedTo: home });
  return isServer ? null : <Navigate to={home} replace />;
}
