import { type UploadedMedia, uploadResponse } from '@hotel/shared/admin/common';
import { adminApi } from './api-client.ts';

/** Large images on a slow hotel line take longer than a JSON call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** Uploads one image (field `file`); the server answers where the public site serves it. */
export async function uploadMedia(file: File): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file);
  return (await adminApi.post('/media', uploadResponse, form, { timeoutMs: UPLOAD_TIMEOUT_MS })).data;
}
