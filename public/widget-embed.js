/*
 * One-line embed of a transit widget (stable interface, docs/widgets.md):
 *   <script async src="https://SITE/widget-embed.js" data-widget="https://SITE/en/widgets/departures?stop=…" data-title="…"></script>
 * Creates the iframe right after this script tag and sets its height from the widget's messages. Only messages sent by
 * that iframe's window from this script's own origin are read, and only a bounded height is taken from them.
 */
(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var address;
  try {
    address = new URL(script.getAttribute('data-widget') || '', script.src);
  } catch (error) {
    return;
  }
  // The widget must come from the site that serves this script: no frame of any other address.
  if (address.origin !== origin) return;
  var frame = document.createElement('iframe');
  frame.src = address.href;
  frame.title = script.getAttribute('data-title') || 'Transit widget';
  frame.setAttribute('width', script.getAttribute('data-width') || '100%');
  frame.setAttribute('height', '420');
  frame.setAttribute('loading', 'lazy');
  frame.style.border = '0';
  frame.style.maxWidth = '100%';
  frame.style.display = 'block';
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== 'transit-widget:size') return;
    var height = Number(data.height);
    if (!isFinite(height) || height < 40 || height > 10000) return;
    frame.setAttribute('height', String(Math.ceil(height)));
    frame.style.height = Math.ceil(height) + 'px';
  });
})();
