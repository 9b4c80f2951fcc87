import { useQuery } from '@tanstack/react-query';
import { GroupMeetings } from '../../features/meetings/group-meetings.tsx';
import { siteInfoQuery } from '../../lib/site-info.ts';

/** The group's meetings page: the hotels that take meeting enquiries, and the group hotline. */
export function MeetingsRoute() {
  const site = useQuery(siteInfoQuery());
  return <GroupMeetings hotline={site.data?.hotline} />;
}
