/**
 * POSTs `body` as JSON and waits for nothing. `keepalive` lets the request outlive the page (a tab
 * closing, a navigation away). The answer's body is let go rather than left unread: an unread answer
 * stays open in the browser's network stack, and a hero whose trailers stopped on every slide read as a
 * page whose network never went quiet, so Lighthouse went on measuring the slideshow.
 */
export function postAndForget(url: string, body: unknown) {
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  })
    .then((response) => response.body?.cancel())
    // a request that cannot be sent must not become an unhandled rejection
    .catch(() => undefined);
}
