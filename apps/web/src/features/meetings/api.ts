import type { meetingContentResponse } from '@hotel/shared/api/cms';
import type { cityHotelResponse } from '@hotel/shared/api/hotel';
import type { MeetingbookRequest, meetingbookResponse } from '@hotel/shared/api/meeting';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi, dataOf } from '../../lib/api-client.ts';
import { retryUnlessNotFound } from '../../lib/not-found.ts';
import { cmsKeys, hotelKeys } from '../../lib/query-keys.ts';

/** meeting.aspx: a hotel's banner, introduction, venues, banquet text and meeting types. */
export const meetingContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: cmsKeys.meeting(hotelCode),
    queryFn: async () =>
      (await dataOf(cmsApi.get<typeof meetingContentResponse>('/meeting.aspx', { HotelCode: hotelCode })))
        .data,
    retry: retryUnlessNotFound,
  });

/** Every hotel of the group (getCityHotel with the head-office code), for the group's meetings page. */
export const groupHotelsQuery = () =>
  queryOptions({
    queryKey: hotelKeys.cityHotels(HEAD_OFFICE_CODE),
    queryFn: async () =>
      (
        await dataOf(
          crsApi.get<typeof cityHotelResponse>('/hotel/getCityHotel', { HotelCode: HEAD_OFFICE_CODE }),
        )
      ).data,
    staleTime: 10 * 60_000,
  });

/**
 * Sends a meeting enquiry. Resolves to the service's reply (success or the refusal in our
 * envelope); the form shows its message with the spec's fallbacks.
 */
export function sendMeetingEnquiry(body: MeetingbookRequest) {
  return crsApi.post<typeof meetingbookResponse>('/meetingbook/meetingbook', body);
}
