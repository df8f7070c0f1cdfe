(function () {
  // The live board: a comm to the kernel's match; the kernel answers every request with the board as it now is.
  var root = document.getElementById('BOARD_ID');
  if (!root || root.getAttribute('data-live')) return;
  var note = root.querySelector('.baolab-live-note');
  var J = window.Jupyter;
  if (!J || !J.notebook || !J.notebook.events) {
    note.textContent = 'Live board: it plays in the classic Jupyter Notebook with the Bao Lab kernel running; '
        + 'this picture is the position when the notebook was saved.';
    return;
  }
  root.setAttribute('data-live', 'opening');
  var agents = BOARD_AGENTS;
  var comm = null;
  var ui = null;

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // The notebook's own copy of this output follows the board, so a saved notebook shows the last position.
  function keep(state) {
    var cellEl = root.closest('.cell');
    var cell = cellEl && window.jQuery && jQuery(cellEl).data('cell');
    if (!cell || !cell.output_area) return;
    var areas = cell.output_area.element.children('.output_area').toArray();
    for (var i = 0; i < areas.length; i++) {
      if (areas[i].contains(root) && cell.output_area.outputs[i] && cell.output_area.outputs[i].data) {
        var data = cell.output_area.outputs[i].data;
        data['text/html'] = state.html;
        data['image/png'] = state.png;
        data['text/plain'] = state.text;
        J.notebook.set_dirty(true);
      }
    }
  }

  function build() {
    root.querySelector('.baolab-live-static').style.display = 'none';
    var box = el('div', {'class': 'baolab-live-board', style: 'font-family:sans-serif;font-size:13px'});
    var board = el('div', {'class': 'baolab-live-svg'});
    var message = el('div', {'class': 'baolab-live-message', style: 'min-height:1.4em;margin:4px 0;color:#c0392b'});
    var bar = el('div', {style: 'display:flex;flex-wrap:wrap;gap:6px;align-items:center'});
    var undo = el('button', {'class': 'baolab-undo'}, 'Undo');
    var agent = el('select', {'class': 'baolab-agent'});
    agents.forEach(function (a) { agent.appendChild(el('option', {value: a.name}, a.name)); });
    var number = el('input', {'class': 'baolab-agent-number', type: 'number', style: 'width:7em'});
    var numberLabel = el('span');
    var reply = el('button', {'class': 'baolab-reply'}, 'Reply');
    var newGame = el('button', {'class': 'baolab-new'}, 'New game');
    var showOptions = el('button', {'class': 'baolab-show-options'}, 'Options\u2026');
    bar.append(undo, el('span', {}, 'agent:'), agent, numberLabel, number, reply, newGame, showOptions);
    var options = el('div', {'class': 'baolab-options',
        style: 'display:none;margin-top:6px;max-height:22em;overflow:auto;border-top:1px solid #8884;padding-top:4px'});
    box.append(board, message, bar, options);
    root.appendChild(box);

    function chosen() { return agents.filter(function (a) { return a.name === agent.value; })[0]; }
    function agentChanged() {
      var a = chosen();
      number.style.display = numberLabel.style.display = a.parameter ? '' : 'none';
      if (a.parameter) {
        numberLabel.textContent = a.parameter + ' (' + a.min + '..' + a.max + '):';
        number.min = a.min; number.max = a.max; number.value = a.value;
      }
    }
    agent.addEventListener('change', agentChanged);
    agentChanged();
    undo.addEventListener('click', function () { send({action: 'undo'}); });
    reply.addEventListener('click', function () {
      var a = chosen();
      send({action: 'reply', agent: a.parameter ? a.name + ':' + number.value.trim() : a.name});
    });
    showOptions.addEventListener('click', function () {
      options.style.display = options.style.display === 'none' ? '' : 'none';
    });
    newGame.addEventListener('click', function () {
      var values = {};
      options.querySelectorAll('[data-option]').forEach(function (input) {
        var name = input.getAttribute('data-option');
        values[name] = input.type === 'checkbox' ? String(input.checked)
            : input.value.trim() === '' && input.getAttribute('data-unset') ? 'unset' : input.value.trim();
      });
      send({action: 'new', options: values});
    });
    board.addEventListener('click', function (event) {
      var hole = event.target.closest && event.target.closest('[data-hole]');
      if (hole) send({action: 'play', hole: hole.getAttribute('data-hole')});
    });
    return {board: board, message: message, undo: undo, reply: reply, options: options, optionsShown: null};
  }

  function optionControls(state) {
    var key = JSON.stringify(state.options.map(function (o) { return o.name + '=' + o.value; }));
    if (ui.optionsShown === key) return;
    ui.optionsShown = key;
    ui.options.textContent = '';
    ui.options.appendChild(el('div', {style: 'margin-bottom:4px'},
        'Options of the next game (New game starts it; hover a name for its meaning):'));
    state.options.forEach(function (o) {
      var row = el('label', {style: 'display:block;margin:2px 0', title: o.description});
      row.appendChild(el('span', {style: 'display:inline-block;min-width:14em'}, o.name));
      var input;
      if (o.type === 'boolean') {
        input = el('input', {type: 'checkbox'});
        input.checked = o.value === 'true';
      } else if (o.type === 'choice') {
        input = el('select');
        o.values.forEach(function (v) { input.appendChild(el('option', {value: v}, v)); });
        input.value = o.value;
      } else {
        input = el('input', {type: 'number', min: o.min, max: o.max, style: 'width:8em'});
        input.value = o.value === 'unset' ? '' : o.value;
        if (o.unset) input.setAttribute('data-unset', 'true');
      }
      input.setAttribute('data-option', o.name);
      row.appendChild(input);
      row.appendChild(el('span', {style: 'margin-left:6px;opacity:0.7'}, o.range));
      ui.options.appendChild(row);
    });
  }

  function show(state) {
    if (state.error) {   // the kernel has no such board (it restarted): say so, keep the last picture
      root.setAttribute('data-live', 'gone');
      (ui ? ui.message : note).textContent = state.error;
      comm = null;
      return;
    }
    if (!ui) ui = build();
    root.setAttribute('data-live', 'live');
    ui.board.innerHTML = state.svg;
    state.legal.forEach(function (h) {
      var g = ui.board.querySelector('[data-hole="' + h + '"]');
      if (g) g.style.cursor = 'pointer';
    });
    ui.message.textContent = state.message || '';
    ui.undo.disabled = state.moves === 0;
    ui.reply.disabled = state.over;
    optionControls(state);
    keep(state);
  }

  function send(request) {
    if (!comm) return;
    ui && (ui.message.textContent = '\u2026');
    comm.send(request);
  }

  // A notebook opened again renders its outputs before its kernel is there: the comm opens once it is.
  function open() {
    var kernel = J.notebook.kernel;
    comm = kernel.comm_manager.new_comm('BOARD_TARGET', {board: 'BOARD_ID'});
    comm.on_msg(function (msg) { show(msg.content.data); });
    comm.on_close(function () {
      if (ui) ui.message.textContent = 'The kernel closed this board: run the cell again to play on.';
      comm = null;
      J.notebook.events.one('kernel_ready.Kernel', open);   // a restarted kernel: ask it, it will say
    });
  }

  if (J.notebook.kernel && J.notebook.kernel.is_connected()) open();
  else J.notebook.events.one('kernel_ready.Kernel', open);
})();
