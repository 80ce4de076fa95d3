extension ReportPage {
  /// The page's style sheet: a grid of cards that becomes one column on a phone.
  static let style = """
    :root { color-scheme: light; --pass: #15803d; --fail: #b91c1c; --na: #6b7280;
      --ink: #111827; --muted: #4b5563; --line: #e5e7eb; }
    * { box-sizing: border-box; }
    body { margin: 0; color: var(--ink); background: #f3f4f6;
      font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
    header, footer { padding: 14px clamp(12px, 4vw, 32px); }
    header { background: #fff; border-bottom: 1px solid var(--line); position: sticky; top: 0;
      z-index: 1; }
    h1 { font-size: 1.3rem; margin: 0 0 4px; }
    .question { margin: 0 0 8px; color: var(--muted); }
    .summary { margin: 0 0 8px; display: flex; gap: 8px; flex-wrap: wrap; }
    .badge { display: inline-block; padding: 1px 9px; border-radius: 999px; font-size: .8rem;
      font-weight: 600; color: #fff; background: var(--na); white-space: nowrap; }
    .badge.pass { background: var(--pass); }
    .badge.fail { background: var(--fail); }
    .controls { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
    .controls label { display: inline-flex; gap: 6px; align-items: center; cursor: pointer;
      font-weight: 600; }
    .controls input { width: 18px; height: 18px; margin: 0; }
    .count { color: var(--muted); }
    .cards { display: grid; gap: 16px; padding: 16px clamp(8px, 3vw, 32px);
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 460px), 1fr)); }
    .card { background: #fff; border: 1px solid var(--line); border-left: 6px solid var(--na);
      border-radius: 10px; padding: 12px 14px; min-width: 0; }
    .card.pass { border-left-color: var(--pass); }
    .card.fail { border-left-color: var(--fail); }
    .card[hidden] { display: none; }
    .card h2 { font-size: 1.05rem; margin: 0; display: flex; justify-content: space-between;
      gap: 8px; align-items: center; }
    .meta { margin: 2px 0 10px; color: var(--muted); font-size: .85rem; }
    .visuals { display: grid; grid-template-columns: minmax(120px, 190px) minmax(0, 1fr); gap: 12px;
      align-items: start; }
    figure { margin: 0; }
    .stage svg { width: 100%; height: auto; display: block; }
    .picture img { width: 100%; height: auto; display: block; border: 1px solid var(--line);
      border-radius: 6px; }
    figcaption { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 6px;
      font-size: .8rem; color: var(--muted); }
    button.play { font: inherit; font-weight: 600; padding: 4px 10px; border-radius: 6px;
      border: 1px solid #2563eb; background: #eff6ff; color: #1d4ed8; cursor: pointer; }
    button.play:disabled { opacity: .6; cursor: default; }
    .figures { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 10px 0 0; font-size: .85rem; }
    .figures div { display: flex; gap: 4px; }
    .figures dt { color: var(--muted); }
    .figures dd { margin: 0; font-weight: 600; }
    .card h3 { font-size: .9rem; margin: 10px 0 4px; }
    .card ol, .card ul { margin: 0; padding-left: 20px; font-size: .85rem; overflow-wrap: anywhere; }
    .failures li { color: var(--fail); }
    .suggestions li { color: #065f46; }
    .screen .frame { fill: #f9fafb; stroke: #111827; stroke-width: 3; }
    .screen .safe { fill: #fca5a5; fill-opacity: .35; }
    .screen .el rect { fill: #fff; stroke: #4b5563; stroke-width: 1.5; }
    .screen .el.logo rect { fill: #c7d2fe; }
    .screen .el.label rect, .screen .el.view rect { fill: #e5e7eb; }
    .screen .el.button rect { fill: #2563eb; }
    .screen .el.button .label { fill: #fff; }
    .screen .el.scroll rect { fill: #ecfdf5; stroke: #059669; stroke-dasharray: 8 4; }
    .screen .el.focused rect { stroke: #2563eb; stroke-width: 4; }
    .screen .el.hidden { opacity: .15; }
    .screen .label { font-size: 13px; text-anchor: middle; fill: #111827; }
    .screen .keyboard { fill: #9ca3af; fill-opacity: .85; }
    footer { color: var(--muted); font-size: .8rem; }
    @media (max-width: 560px) {
      .visuals { grid-template-columns: minmax(0, 1fr); }
      .stage { max-width: 240px; margin: 0 auto; }
      header { position: static; }
    }

    .scenes { margin: 0 16px 16px; padding: 12px 16px; background: #fff;
      border: 1px solid var(--line); border-radius: 12px; overflow-wrap: anywhere; }
    .scenes > summary { font-weight: 600; cursor: pointer; }
    .scenes > ul { padding-left: 18px; margin: 8px 0 0; }
    .scenes p { margin: 2px 0 6px; }
    .scenes .where, .scenes .notes { color: var(--muted); font-size: 13px; }
    .scene.notLaidOut > strong { color: var(--fail); }
    """

  /// The page's script: the filter, and the animation that moves each card's layout along the
  /// keyboard's sampled curve.
  static let script = """
    (function () {
      'use strict';
      var curve = JSON.parse(document.getElementById('keyboard-curve').textContent);
      var samples = curve.samples;
      var duration = samples[samples.length - 1][0];
      var pause = 0.4;
      var reduce = window.matchMedia &&
        window.matchMedia('(prefers-reduced-motion: reduce)').matches;

      // The keyboard's progress at a time, between the samples the preview computed.
      function progressAt(time) {
        if (time <= samples[0][0]) { return samples[0][1]; }
        for (var i = 1; i < samples.length; i += 1) {
          if (time <= samples[i][0]) {
            var a = samples[i - 1];
            var b = samples[i];
            return a[1] + (b[1] - a[1]) * (time - a[0]) / (b[0] - a[0]);
          }
        }
        return 1;
      }

      function frames(text) {
        return text.split(';').map(function (frame) { return frame.split(',').map(Number); });
      }

      function Stage(figure) {
        var self = this;
        this.parts = Array.prototype.map.call(figure.querySelectorAll('[data-frames]'),
          function (node) { return { node: node, frames: frames(node.getAttribute('data-frames')) }; });
        this.groups = Array.prototype.map.call(figure.querySelectorAll('g[data-element]'),
          function (node) {
            return { node: node, hidden: node.getAttribute('data-hidden').split(','),
              focused: node.getAttribute('data-focused').split(',') };
          });
        this.button = figure.querySelector('button.play');
        this.caption = figure.querySelector('.step');
        this.captions = this.caption.getAttribute('data-captions').split('|');
        this.count = Number(this.button.getAttribute('data-stages'));
        this.show(0, 0, 1);
        if (this.count < 2) {
          this.button.disabled = true;
        } else {
          this.button.addEventListener('click', function () { self.play(); });
        }
      }

      // Every part between two stages, `progress` of the way.
      Stage.prototype.show = function (from, to, progress) {
        this.parts.forEach(function (part) {
          var a = part.frames[from];
          var b = part.frames[to];
          var v = a.map(function (value, i) { return value + (b[i] - value) * progress; });
          if (part.node.tagName.toLowerCase() === 'text') {
            part.node.setAttribute('x', v[0] + v[2] / 2);
            part.node.setAttribute('y', v[1] + v[3] / 2 + 4.5);
          } else {
            part.node.setAttribute('x', v[0]);
            part.node.setAttribute('y', v[1]);
            part.node.setAttribute('width', Math.max(v[2], 0));
            part.node.setAttribute('height', Math.max(v[3], 0));
          }
        });
        var stage = progress < 0.5 ? from : to;
        this.groups.forEach(function (group) {
          group.node.classList.toggle('hidden', group.hidden[stage] === '1');
          group.node.classList.toggle('focused', group.focused[stage] === '1');
        });
        this.caption.textContent = this.captions[stage];
      };

      // The keyboard shows with the first field focused, then each next field takes the focus.
      Stage.prototype.play = function () {
        var self = this;
        var step = 0;
        var start = null;
        this.button.disabled = true;
        this.show(0, 0, 1);
        function frame(now) {
          if (start === null) { start = now; }
          var elapsed = (now - start) / 1000;
          if (elapsed < duration && !reduce) {
            self.show(step, step + 1, progressAt(elapsed));
            window.requestAnimationFrame(frame);
            return;
          }
          self.show(step, step + 1, 1);
          if (elapsed < duration + pause) {
            window.requestAnimationFrame(frame);
            return;
          }
          step += 1;
          start = null;
          if (step + 1 < self.count) {
            window.requestAnimationFrame(frame);
          } else {
            self.button.disabled = false;
            self.button.textContent = 'Play again';
          }
        }
        window.requestAnimationFrame(frame);
      };

      var toggle = document.getElementById('only-failing');
      var cards = document.querySelectorAll('.card');
      var shownCount = document.getElementById('shown-count');
      function applyFilter() {
        var shown = 0;
        Array.prototype.forEach.call(cards, function (card) {
          var hide = toggle.checked && card.getAttribute('data-status') !== 'fail';
          card.hidden = hide;
          if (!hide) { shown += 1; }
        });
        shownCount.textContent = String(shown);
      }
      toggle.checked = window.location.hash === '#failing';
      toggle.addEventListener('change', applyFilter);
      applyFilter();
      Array.prototype.forEach.call(document.querySelectorAll('figure.stage'),
        function (figure) { return new Stage(figure); });
      document.documentElement.setAttribute('data-ready', 'true');
    }());

    """
}
