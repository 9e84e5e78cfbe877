// Fetches a page's code into the browser's HTTP cache, off the page's main thread, for a page that
// runs its code only once the shopper comes (app/lib/deferred-hydration.server.ts): the module
// loads that follow find every file there. Each response is read to its end so that it is stored.
self.onmessage = async (event) => {
  const urls = Array.isArray(event.data) ? event.data : [];
  await Promise.all(
    urls.map((url) =>
      fetch(url)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  );
  self.close();
};
