/**
 * A chunked request body of up to 200 MB that counts what its reader pulled: a reader that buffers bodies whole pulls
 * all of it, one that stops at a cap pulls little more than the cap. For the body-cap regression tests.
 */
export function endlessBody(): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(16 * 1024).fill(120);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= 200 * 1024 * 1024) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}
