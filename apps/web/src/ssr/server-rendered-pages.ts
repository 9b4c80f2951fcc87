/**
 * The pages the server renders (route handle names, app/*-routes.tsx): everything a guest or a
 * crawler reads. Booking steps and the member centre depend on the member and this tab's
 * booking, which only the browser knows, so they stay in the browser.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set([
  'Home',
  'AboutUs',
  'Brand',
  'News',
  'NewsDetail',
  'Sales',
  'SalesDetail',
  'JoinIn',
  'FooterNavPage',
  'Hotels',
  'Meetings',
  'ChildHome',
  'ChildAboutUs',
  'ChildRooms',
  'ChildRoomsDetail',
  'ChildHealthAndTea',
  'ChildMeetings',
  'ChildSales',
  'ChildSalesDetail',
]);
