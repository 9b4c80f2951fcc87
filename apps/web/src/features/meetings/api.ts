import type { MeetingbookRequest } from '@hotel/shared/api/meeting';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi } from '../../lib/api-client.ts';
import { retryUnlessNotFound } from '../../lib/not-found.ts';
import { cmsKeys } from '../../lib/query-keys.ts';

/** meeting.aspx: a hotel's banner, introduction, venues, banquet text and meeting types. */
export const meetingContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: cmsKeys.meeting(hotelCode),
    queryFn: async () =>
      (await cmsApi.get('/meeting.aspx', 'meetingContentResponse', { HotelCode: hotelCode })).data,
    retry: retryUnlessNotFound,
  });

/**
 * Sends a meeting enquiry. Resolves to the service's reply (success or the refusal in our
 * envelope); the form shows its message with the spec's fallbacks.
 */
export function sendMeetingEnquiry(body: MeetingbookRequest) {
  return crsApi.post('/meetingbook/meetingbook', 'meetingbookResponse', body);
}
