(function () {
  // A move lap by lap, from the frames in the output: needs no kernel.
  var root = document.getElementById('ANIMATION_ID');
  if (!root || root.getAttribute('data-playing')) return; // shown once: a second run of this script changes nothing
  var data = ANIMATION_DATA;
  var frames = data.frames;
  var colours = data.colours;

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  root.querySelector('.baolab-animation-static').style.display = 'none';
  var box = el('div', {style: 'font-family:sans-serif;font-size:13px'});
  var before = el('div', {'class': 'baolab-animation-board'});
  before.innerHTML = data.before;
  var after = el('div', {'class': 'baolab-animation-after', style: 'display:none'});
  after.innerHTML = data.after;
  var caption = el('div', {'class': 'baolab-animation-caption', style: 'margin:4px 0;min-height:1.4em'});
  var bar = el('div', {style: 'display:flex;flex-wrap:wrap;gap:6px;align-items:center'});
  var restart = el('button', {'class': 'baolab-restart', title: 'back to the start'}, 'start');
  var play = el('button', {'class': 'baolab-play'}, '\u25b6 play');
  var step = el('button', {'class': 'baolab-step', title: 'one seed'}, 'step');
  var nextLap = el('button', {'class': 'baolab-next-lap'}, 'next lap');
  var speed = el('select', {'class': 'baolab-speed'});
  [['slow', 600], ['normal', 250], ['fast', 80]].forEach(function (s) {
    var o = el('option', {value: s[1]}, s[0]);
    if (s[1] === 250) o.selected = true;
    speed.appendChild(o);
  });
  var counter = el('span', {style: 'opacity:0.7'});
  bar.append(restart, play, step, nextLap, speed, counter);
  var chips = el('div', {'class': 'baolab-laps', style: 'display:flex;flex-wrap:wrap;gap:4px;margin-top:6px'});
  data.laps.forEach(function (lap) {
    var chip = el('button', {'data-lap': lap.number, title: lap.ending,
        style: 'font-size:11px;padding:1px 6px;border-radius:9px'}, 'lap ' + lap.number + ': ' + lap.ending);
    chip.addEventListener('click', function () { stop(); show(firstOf(lap.number)); });
    chips.appendChild(chip);
  });
  box.append(before, after, caption, bar, chips);
  root.appendChild(box);

  var svg = before.querySelector('svg');
  var index = 0;
  var timer = null;

  function firstOf(lap) {
    for (var i = 0; i < frames.length; i++) if (frames[i].lap === lap) return i;
    return frames.length - 1;
  }

  function ring(circle, kind, at) {
    var stroke = '#1e130a', width = 1.5, dash = null;
    if (kind === 'origin') { stroke = colours.origin; width = 4; }
    else if (kind === 'captured') { stroke = colours.captured; width = 3.5; }
    else if (kind === 'touched') { stroke = colours.touched; width = 3; dash = '5 3'; }
    if (at) { stroke = colours.at; width = 4.5; dash = null; }
    circle.setAttribute('stroke', stroke);
    circle.setAttribute('stroke-width', width);
    if (dash) circle.setAttribute('stroke-dasharray', dash); else circle.removeAttribute('stroke-dasharray');
  }

  function show(i) {
    index = Math.max(0, Math.min(i, frames.length - 1));
    var f = frames[index];
    var last = Boolean(f.after);
    before.style.display = last ? 'none' : '';
    after.style.display = last ? '' : 'none';
    if (!last) {
      data.holes.forEach(function (name, h) {
        var g = svg.querySelector('[data-hole="' + name + '"]');
        if (!g) return;
        var text = g.querySelector('text');
        text.textContent = f.counts[h];
        text.setAttribute('fill', f.counts[h] === 0 ? colours.dim : colours.ink);
        ring(g.querySelector('circle'), f.rings[name], f.at === name);
      });
      ['SOUTH', 'NORTH'].forEach(function (player, p) {
        var texts = svg.querySelectorAll('[data-bank="' + player + '"] text'), g = texts[texts.length - 1];
        // a store shows its count alone (its label is a text of its own); a side box, label and count
        if (g) g.textContent = (/^\d+$/.test(g.textContent) ? '' : data.bankLabel + ' ') + f.bank[p];
      });
    }
    caption.textContent = f.caption + (f.hand > 0 ? ' \u00b7 in hand: ' + f.hand : '');
    counter.textContent = (index + 1) + ' / ' + frames.length;
    chips.querySelectorAll('[data-lap]').forEach(function (chip) {
      var n = Number(chip.getAttribute('data-lap'));
      chip.style.fontWeight = n === f.lap && !last ? 'bold' : 'normal';
      chip.style.opacity = n <= f.lap || last ? '1' : '0.55';
    });
    root.setAttribute('data-frame', String(index));
    if (index === frames.length - 1) stop();
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    play.textContent = '\u25b6 play';
    root.setAttribute('data-playing', 'paused');
  }

  function start() {
    if (index >= frames.length - 1) show(0);
    play.textContent = 'pause';
    root.setAttribute('data-playing', 'playing');
    timer = setInterval(function () { show(index + 1); }, Number(speed.value));
  }

  play.addEventListener('click', function () { if (timer) stop(); else start(); });
  step.addEventListener('click', function () { stop(); show(index + 1); });
  restart.addEventListener('click', function () { stop(); show(0); });
  nextLap.addEventListener('click', function () {
    stop();
    var lap = frames[index].lap;
    var i = index + 1;
    while (i < frames.length - 1 && !(frames[i].lap > lap)) i++;
    show(i);
  });
  speed.addEventListener('change', function () { if (timer) { stop(); start(); } });
  show(0);
  stop();
})();
