import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../src/db/schema/staff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createStaff, type StaffSession, signIn } from '../helpers/staff.ts';

/** Image uploads: typed by their own bytes, at most 5 MB, by editors, managers and administrators. */
let t: TestApp;
let editor: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signIn(t.app, (await createStaff(t.db, { role: 'editor' })).username);
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function upload(session: StaffSession, bytes: Buffer, filename: string, type: string) {
  const boundary = '----hotel-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/media',
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
    },
  });
}

describe('image uploads', () => {
  it('stores a PNG and serves it under /media/uploads for the public site', async () => {
    const res = await upload(editor, PNG, 'photo.png', 'image/png');
    expect(res.json()).toMatchObject({ success: true, message: '上传成功', data: { size: PNG.length } });
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses SVG, HTML dressed as an image, and more than 5 MB, storing nothing', async () => {
    const before = await t.db.$count(mediaFiles);
    const svg = await upload(editor, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg', 'image/svg+xml');
    expect(svg.json().message).toBe('仅支持 JPG、PNG、WebP、GIF 图片');
    const html = await upload(editor, Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png');
    expect(html.json().message).toBe('仅支持 JPG、PNG、WebP、GIF 图片');
    const big = await upload(
      editor,
      Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
      'big.png',
      'image/png',
    );
    expect(big.json().message).toBe('图片不能超过5MB');
    expect(await t.db.$count(mediaFiles)).toBe(before);
  });

  it('answers a garbled or non-multipart body with 请选择要上传的图片, never a server error', async () => {
    const headers = { cookie: editor.cookie, 'x-csrf-token': editor.csrfToken };
    const before = await t.db.$count(mediaFiles);
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/admin/api/media',
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' },
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/admin/api/media',
      payload: { file: 'x' },
      headers,
    });
    for (const res of [garbled, json]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('请选择要上传的图片');
    }
    expect(await t.db.$count(mediaFiles)).toBe(before);
  });

  it('refuses the front desk and a caller without a session', async () => {
    const frontdesk = await signIn(t.app, (await createStaff(t.db, { role: 'frontdesk' })).username);
    expect((await upload(frontdesk, PNG, 'a.png', 'image/png')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/admin/api/media',
      payload: PNG,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
