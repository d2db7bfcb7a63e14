import sharp from 'sharp';

/** A photo as a phone sends one: a PNG of 800 × 600. */
export const testPicture = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();

/** A form as a browser sends it: text fields and photo files in one multipart body. */
export async function multipartForm(fields: Record<string, string | number>, photos: Array<{ bytes: Buffer; name?: string; type?: string }> = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const { bytes, name = 'photo.png', type = 'image/png' } of photos) data.append('photos', new Blob([bytes], { type }), name);
  const encoded = new Response(data);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}
