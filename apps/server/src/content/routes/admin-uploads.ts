import { uploadResponse } from '@hotel/shared/admin/common';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { ValidationError } from '../../lib/errors.ts';
import { actorOf, requirePermission } from '../../staff/index.ts';
import { MAX_UPLOAD_BYTES, storeUpload } from '../services/media-uploads.ts';

/**
 * The one file of a multipart upload. Anything that is not a well-formed multipart body with a
 * file (another content type, a cut-off or garbled body) is the same refusal: 请选择要上传的图片.
 */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!file) throw new ValidationError(ADMIN_MSG.uploadMissing, 'UPLOAD_MISSING');
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    const tooLarge = err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE';
    throw tooLarge
      ? new ValidationError(ADMIN_MSG.uploadTooLarge, 'UPLOAD_TOO_LARGE')
      : new ValidationError(ADMIN_MSG.uploadMissing, 'UPLOAD_MISSING');
  }
}

/** Image upload (multipart, field `file`) for content and room types. */
export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preValidation: requirePermission('editGroupContent', 'editHotelContent'),
      schema: {
        tags: ['admin'],
        summary: '上传图片（JPG、PNG、WebP、GIF，5MB以内）',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, ...refusals(400, 415) },
      },
    },
    async (request) => {
      const bytes = await uploadedBytes(request);
      return ok(await storeUpload(app.db, actorOf(request), bytes, new Date()), ADMIN_MSG.uploaded);
    },
  );
};
