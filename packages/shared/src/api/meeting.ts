import { z } from 'zod';
import { MSG } from '../messages.ts';
import { meetingFormProblem } from '../validation.ts';
import { envelopeBase } from './envelope.ts';

/**
 * POST /crsapi/v1/meetingbook/meetingbook (site-spec.md section 7), wire names as the spec spells
 * them. The schema only makes every field a string (a missing one reads as empty) and caps sizes far
 * above the form's own limits; the rules and their order live in `meetingFormProblem`, so a body
 * missing everything is answered with the form's first message, 请输入申请人.
 */

/** Meeting types for a form whose hotel content lists none (`MeetingType` of meeting.aspx comes first). */
export const DEFAULT_MEETING_TYPES = ['商务会议', '培训会议', '发布会', '年会', '婚宴', '宴请'] as const;

/** A text field of the form: trimmed, empty when missing, with a hard cap against oversized bodies. */
const formText = (cap: number, wrongType: string, tooLong: string = wrongType) =>
  z.string(wrongType).trim().max(cap, tooLong).prefault('');

export const meetingbookBody = z
  .object(
    {
      applyName: formText(200, MSG.applicantRequired, MSG.applicantTooLong),
      contactPhone: formText(40, MSG.mobileInvalid),
      meetingType: formText(200, MSG.meetingTypeRequired, MSG.meetingTypeTooLong),
      /** One of MEETING_PEOPLE_RANGES (`10-50人`, `50-100人`, `100人以上`); `10-50`, `50-100`, `100以上` too. */
      peopleNums: formText(40, MSG.meetingPeopleRequired),
      /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
      beginTime: formText(40, MSG.meetingTimeRequired, MSG.meetingTimeInvalid),
      endTime: formText(40, MSG.meetingTimeRequired, MSG.meetingTimeInvalid),
      note: formText(2000, MSG.meetingNoteTooLong),
      /** Checked after the form's own fields, so an empty form still hears 请输入申请人 first. */
      hotelCode: formText(32, MSG.hotelCodeRequired),
      /** Accepted and ignored: the stored and echoed name is the hotel's own. */
      hotelName: z.string().max(200).optional().catch(undefined),
    },
    MSG.badRequest,
  )
  .superRefine((form, ctx) => {
    const problem = meetingFormProblem(form) ?? (form.hotelCode === '' ? MSG.hotelCodeRequired : undefined);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type MeetingbookRequest = z.input<typeof meetingbookBody>;
export type MeetingbookForm = z.output<typeof meetingbookBody>;

/** A stored enquiry as the reply echoes it: the form's fields, normalised, and the hotel's real name. */
export const meetingEnquiry = z.object({
  id: z.number().int(),
  applyName: z.string(),
  contactPhone: z.string(),
  meetingType: z.string(),
  peopleNums: z.string(),
  /** yyyy-MM-dd HH:mm:ss, Asia/Shanghai. */
  beginTime: z.string(),
  endTime: z.string(),
  note: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
});
export type MeetingEnquiry = z.infer<typeof meetingEnquiry>;

/** The spec's "fields returned directly, including msg": the envelope with the enquiry's fields beside it. */
export const meetingbookResponse = envelopeBase.extend(meetingEnquiry.shape);
export type MeetingbookResponse = z.infer<typeof meetingbookResponse>;
