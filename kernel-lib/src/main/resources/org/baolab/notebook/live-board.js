// The live board: an anywidget ES module. The kernel's match is the one source of truth: each request goes to the
// kernel with model.send, and the kernel answers by changing the model's state (board, options, message, busy).
// The choices made in a view (agent, its number, options shown) are kept per board (its uid) in the page, so that
// a new view of the board (the page opened again, the board shown twice) starts with them.
const choices = (globalThis.__baolabLiveBoards = globalThis.__baolabLiveBoards || new Map());
function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}

function render({ model, el: root }) {
  root.classList.add('baolab-live');
  root.setAttribute('data-live', 'live');
  const box = el('div', { class: 'baolab-live-board', style: 'font-family:sans-serif;font-size:13px' });
  const board = el('div', { class: 'baolab-live-svg', role: 'img' });
  const message = el('div', { class: 'baolab-live-message', 'aria-live': 'polite',
    style: 'min-height:1.4em;margin:4px 0;color:#c0392b' });
  const bar = el('div', { style: 'display:flex;flex-wrap:wrap;gap:6px;align-items:center' });
  const undo = el('button', { class: 'baolab-undo' }, 'Undo');
  const agent = el('select', { class: 'baolab-agent' });
  const numberLabel = el('span');
  const number = el('input', { class: 'baolab-agent-number', type: 'number', style: 'width:7em' });
  const reply = el('button', { class: 'baolab-reply' }, 'Reply');
  const stop = el('button', { class: 'baolab-stop', style: 'display:none' }, 'Stop');
  const newGame = el('button', { class: 'baolab-new' }, 'New game');
  const showOptions = el('button', { class: 'baolab-show-options' }, 'Options\u2026');
  bar.append(undo, el('span', {}, 'agent:'), agent, numberLabel, number, reply, stop, newGame, showOptions);
  const options = el('div', { class: 'baolab-options',
    style: 'display:none;margin-top:6px;max-height:22em;overflow:auto;border-top:1px solid #8884;padding-top:4px' });
  // The kernel's picture of this board, an output of its own that exports and saved notebooks show, is hidden in a
  // page where the board runs live: the kernel gives the style that does it.
  const hide = el('style');
  box.append(board, message, bar, options, hide);
  root.appendChild(box);

  const uid = model.get('uid');
  if (!choices.has(uid)) choices.set(uid, { agent: null, numbers: {}, optionsShown: false });
  const kept = choices.get(uid);
  const agents = model.get('agents');
  agents.forEach((a) => agent.appendChild(el('option', { value: a.name }, a.name)));
  if (kept.agent) agent.value = kept.agent;
  const chosen = () => agents.find((a) => a.name === agent.value);
  function agentChanged() {
    const a = chosen();
    kept.agent = a.name;
    number.style.display = numberLabel.style.display = a.parameter ? '' : 'none';
    if (a.parameter) {
      numberLabel.textContent = a.parameter + ' (' + a.min + '..' + a.max + '):';
      number.min = a.min; number.max = a.max;
      number.value = kept.numbers[a.name] !== undefined ? kept.numbers[a.name] : a.value;
    }
  }
  agent.addEventListener('change', agentChanged);
  number.addEventListener('input', () => { kept.numbers[agent.value] = number.value; });
  number.addEventListener('change', () => { kept.numbers[agent.value] = number.value; });
  agentChanged();

  function send(request) {
    message.textContent = '\u2026';
    model.send(request);
  }
  undo.addEventListener('click', () => send({ action: 'undo' }));
  reply.addEventListener('click', () => {
    const a = chosen();
    send({ action: 'reply', agent: a.parameter ? a.name + ':' + number.value.trim() : a.name });
  });
  stop.addEventListener('click', () => send({ action: 'stop' }));
  options.style.display = kept.optionsShown ? '' : 'none';
  showOptions.addEventListener('click', () => {
    kept.optionsShown = !kept.optionsShown;
    options.style.display = kept.optionsShown ? '' : 'none';
  });
  newGame.addEventListener('click', () => {
    const values = {};
    options.querySelectorAll('[data-option]').forEach((input) => {
      const name = input.getAttribute('data-option');
      if (input.type === 'checkbox') values[name] = input.checked;
      else if (input.type === 'number') values[name] = input.value.trim() === '' ? 'unset' : Number(input.value);
      else values[name] = input.value;
    });
    send({ action: 'new', options: values });
  });
  board.addEventListener('click', (event) => {
    const hole = event.target.closest && event.target.closest('[data-hole]');
    if (hole) send({ action: 'play', hole: hole.getAttribute('data-hole') });
  });

  let optionsShown = null;
  function drawOptions() {
    const list = model.get('options');
    const key = JSON.stringify(list.map((o) => [o.name, o.value]));
    if (key === optionsShown) return;
    optionsShown = key;
    options.textContent = '';
    options.appendChild(el('div', { style: 'margin-bottom:4px' },
      'Options of the next game (New game starts it; hover a name for its meaning):'));
    list.forEach((o) => {
      const row = el('label', { style: 'display:block;margin:2px 0', title: o.description });
      row.appendChild(el('span', { style: 'display:inline-block;min-width:14em' }, o.name));
      let input;
      if (o.type === 'boolean') {
        input = el('input', { type: 'checkbox' });
        input.checked = o.value === true;
      } else if (o.type === 'choice') {
        input = el('select');
        o.values.forEach((v) => input.appendChild(el('option', { value: v }, v)));
        input.value = o.value;
      } else {
        input = el('input', { type: 'number', min: o.min, max: o.max, style: 'width:8em' });
        input.value = o.value === 'unset' ? '' : o.value;
        if (o.unset) input.placeholder = 'unset';
      }
      input.setAttribute('data-option', o.name);
      row.append(input, el('span', { style: 'margin-left:6px;opacity:0.7' }, o.range));
      options.appendChild(row);
    });
  }

  function draw() {
    const state = model.get('board');
    const busy = model.get('busy');
    board.innerHTML = state.svg;
    board.setAttribute('aria-label', state.text);
    state.legal.forEach((h) => {
      const g = board.querySelector('[data-hole="' + h + '"]');
      if (g) g.style.cursor = 'pointer';
    });
    message.textContent = busy ? 'The agent is choosing its reply\u2026 (Stop, or Kernel \u203a Interrupt, stops it)'
      : model.get('message');
    undo.disabled = busy || state.moves === 0;
    reply.disabled = busy || state.over;
    newGame.disabled = busy;
    stop.style.display = busy ? '' : 'none';
    hide.textContent = model.get('style') || '';
    drawOptions();
  }
  // One state change brings board, message and busy together: draw once it is all there.
  const redraw = () => draw();
  model.on('change', redraw);
  draw();
  return () => model.off('change', redraw);
}

export default { render };
